// The Storybook `main` shared by the packages whose stories need nothing of their own: stories
// from `src/`, and workspace siblings resolved to their sources (the `@forecourt/source`
// condition), like the tests do, so no `dist` is needed.
import { defaultClientConditions, mergeConfig } from 'vite';

/** @returns {import('@storybook/react-vite').StorybookConfig} */
export function storybookMain() {
  return {
    stories: ['../src/**/*.stories.@(ts|tsx)'],
    framework: { name: '@storybook/react-vite', options: {} },
    viteFinal: (viteConfig) =>
      mergeConfig(viteConfig, {
        resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
      }),
  };
}
