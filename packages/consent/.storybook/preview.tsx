import type { Preview } from '@storybook/react-vite';
import { themePreview } from '@forecourt/storybook-config';
import { THEMES } from '@forecourt/ui';
// The banner and placeholder use the theme variables of @forecourt/ui, as on the site.
import '@forecourt/ui/styles.css';
import '../src/styles.css';

const preview: Preview = {
  ...themePreview(THEMES),
  parameters: { layout: 'fullscreen' },
};

export default preview;
