import { storybookMain } from '@forecourt/storybook-config/main';

export default storybookMain();
