import type { Decorator, Preview } from '@storybook/react-vite';
import { LOCALES, type Locale } from '@forecourt/api-client';
import { LocaleProvider } from '@forecourt/shell';
import { themePreview } from '@forecourt/storybook-config';
import { THEMES } from '@forecourt/ui';
import type { ReactNode } from 'react';

/**
 * Each package's own `.storybook/preview` (its styles, providers and layout) — the same one its
 * `stories.test.tsx` renders with — by package folder. Importing them loads their styles.
 * (`exhaustive`: the previews sit in dot-folders, which globs skip otherwise.)
 */
const packagePreviews = new Map(
  Object.entries(
    import.meta.glob<Preview>('../../../packages/*/.storybook/preview.{ts,tsx}', {
      eager: true,
      import: 'default',
      exhaustive: true,
    }),
  ).map(([path, preview]) => [/packages\/([^/]+)\/\.storybook\//.exec(path)![1]!, preview]),
);

/** The package a story comes from, by its file (`…/packages/<name>/src/…`). */
function packageOf(fileName: unknown): string | undefined {
  return /packages\/([^/]+)\/src\//.exec(String(fileName))?.[1];
}

/** `decorator`, applied only to the stories of package `name`. */
function forPackage(name: string, decorator: Decorator): Decorator {
  return (Story, context) =>
    packageOf(context.parameters.fileName) === name ? decorator(Story, context) : <Story />;
}

/**
 * The package's layout (`padded`, `centered`), drawn around its stories: the composed Storybook
 * lays every story out fullscreen, and a story that sets its own layout keeps it.
 */
function PackageLayout({ layout, children }: { layout: unknown; children: ReactNode }) {
  if (layout === 'padded') return <div style={{ padding: '1rem' }}>{children}</div>;
  if (layout === 'centered') {
    return (
      <div
        style={{
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          padding: '1rem',
          boxSizing: 'border-box',
        }}
      >
        {children}
      </div>
    );
  }
  return children;
}

const withPackageLayout: Decorator = (Story, context) => {
  const layout = packagePreviews.get(packageOf(context.parameters.fileName) ?? '')?.parameters
    ?.layout;
  if (context.parameters.layout !== 'fullscreen') return <Story />;
  return (
    <PackageLayout layout={layout}>
      <Story />
    </PackageLayout>
  );
};

const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

/**
 * The locale chosen in the toolbar, for every story: views that take a `locale` arg (blocks) get
 * it as that arg, shell parts read it from `LocaleProvider`. "Story's own" leaves each story as
 * written (e.g. the `Polish` stories).
 */
const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale;
  if (!isLocale(locale)) return <Story />;
  const args = isLocale(context.args.locale) ? { ...context.args, locale } : context.args;
  return <LocaleProvider locale={locale}>{Story({ args })}</LocaleProvider>;
};

const theme = themePreview(THEMES);

const preview: Preview = {
  globalTypes: {
    ...theme.globalTypes,
    locale: {
      description: 'Interface and content language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { type: 'reset', title: "Story's own" },
          ...LOCALES.map((value) => ({ value, title: value })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { ...theme.initialGlobals },
  decorators: [
    // Storybook wraps later decorators around earlier ones: each package's own go innermost.
    ...[...packagePreviews].flatMap(([name, packagePreview]) =>
      [packagePreview.decorators ?? []].flat().map((decorator) => forPackage(name, decorator)),
    ),
    withPackageLayout,
    withLocale,
    ...theme.decorators,
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: {
      options: {
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
        mobile: {
          name: 'Mobile (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
    options: {
      storySort: {
        order: ['Blocks', 'Shell', 'UI', 'Consent', 'Exit popup', 'Pricing', 'Inventory', 'Editor'],
      },
    },
  },
};

export default preview;
