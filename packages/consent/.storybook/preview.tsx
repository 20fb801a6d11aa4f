import type { Decorator, Preview } from '@storybook/react-vite';
import { THEMES } from '@forecourt/ui';
import { useEffect, type ReactNode } from 'react';
// The banner and placeholder use the theme variables of @forecourt/ui, as on the site.
import '@forecourt/ui/styles.css';
import '../src/styles.css';

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
  decorators: [withTheme],
  parameters: { layout: 'fullscreen' },
};

export default preview;
