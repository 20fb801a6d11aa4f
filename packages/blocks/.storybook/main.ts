import react from '@vitejs/plugin-react';
import { defineMain } from '@storybook/react-vite/node';
import { defaultClientConditions, mergeConfig } from 'vite';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // Builds must work offline and send nothing anywhere.
  core: { disableTelemetry: true, enableCrashReports: false },
  async viteFinal(config) {
    return mergeConfig(config, {
      plugins: [react()],
      // Workspace packages resolve to their sources, as in tests and type checks.
      resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
    });
  },
});
