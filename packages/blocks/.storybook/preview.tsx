import type { Decorator, Preview } from '@storybook/react-vite';
import { themePreview, withTheme } from '@forecourt/storybook-config';
import { CtaLinkProvider, THEMES } from '@forecourt/ui';
import { fn } from 'storybook/test';
import '@forecourt/ui/styles.css';

/** Form links and internal navigation show up in the Actions panel instead of leaving the story. */
const withCtaHandlers: Decorator = (Story) => (
  <CtaLinkProvider openForm={fn().mockName('openForm')} navigate={fn().mockName('navigate')}>
    <Story />
  </CtaLinkProvider>
);

const preview: Preview = {
  ...themePreview(THEMES),
  decorators: [withCtaHandlers, withTheme],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
