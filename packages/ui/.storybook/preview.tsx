import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { THEMES } from '../src/tokens.js';
import '../src/styles.css';

/** Sets `data-theme` on <html>, as the site does, from the toolbar's theme switcher. */
const withTheme: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? 'programme');
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <Story />;
};

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
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
  },
};

export default preview;
