import type { Preview } from '@storybook/react-vite';
// Components are styled by the theme variables of @forecourt/ui, as on the site.
import '@forecourt/ui/styles.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
};

export default preview;
