import type { Decorator, Preview } from '@storybook/react-vite';
import { CtaLinkProvider, THEMES } from '@forecourt/ui';
import { useEffect, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import '@forecourt/ui/styles.css';

/** Sets `data-theme` on <html>, as the site does. */
function ThemeScope({ theme, children }: { theme: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

/** Applies the theme chosen in the toolbar's theme switcher. */
const withTheme: Decorator = (Story, context) => (
  <ThemeScope theme={String(context.globals.theme ?? 'programme')}>
    <Story />
  </ThemeScope>
);

/** Form links and internal navigation show up in the Actions panel instead of leaving the story. */
const withCtaHandlers: Decorator = (Story) => (
  <CtaLinkProvider openForm={fn().mockName('openForm')} navigate={fn().mockName('navigate')}>
    <Story />
  </CtaLinkProvider>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Brand theme (fonts, colours, icon set)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEMES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'programme' },
  decorators: [withCtaHandlers, withTheme],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
