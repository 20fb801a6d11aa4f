import type { StorybookConfig } from '@storybook/react-vite';

/** The Storybook `main` shared by the packages: stories from `src/`, workspace siblings from their sources. */
export declare function storybookMain(): StorybookConfig;
