// Shared Storybook preview pieces: the brand-theme switcher in the toolbar and the decorator that
// applies it. Source only (no build): each package's Storybook and stories test compile it.
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';

/** The theme stories open in, as the site's default. */
export const DEFAULT_THEME = 'programme';

/** Sets `data-theme` on <html>, as the site does. */
function ThemeScope({ theme, children }: { theme: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

/** Applies the theme chosen in the toolbar's theme switcher. */
export const withTheme: Decorator = (Story, context) => (
  <ThemeScope theme={String(context.globals.theme ?? DEFAULT_THEME)}>
    <Story />
  </ThemeScope>
);

/**
 * The toolbar's theme switcher for `themes` (pass `THEMES` of `@forecourt/ui`; taken as an argument
 * so `@forecourt/ui`'s own Storybook can use this package without a dependency cycle).
 */
export function themeGlobalTypes(themes: readonly string[]): NonNullable<Preview['globalTypes']> {
  return {
    theme: {
      description: 'Brand theme (fonts, colours, icon set)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themes.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  };
}

/** Theme switcher, its initial value and its decorator, to spread into a package's preview. */
export function themePreview(themes: readonly string[]) {
  return {
    globalTypes: themeGlobalTypes(themes),
    initialGlobals: { theme: DEFAULT_THEME },
    decorators: [withTheme],
  } satisfies Preview;
}
