import type { Preview } from '@storybook/react-vite';
import { themePreview } from '@forecourt/storybook-config';
import { THEMES } from '../src/tokens.js';
import '../src/styles.css';

const preview: Preview = {
  ...themePreview(THEMES),
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
  },
};

export default preview;
