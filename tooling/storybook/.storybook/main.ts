import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineMain } from '@storybook/react-vite/node';
import { defaultClientConditions, mergeConfig, type Plugin } from 'vite';

/**
 * The block catalogue's thumbnails (`packages/blocks/src/<template>/thumbnail.svg`) at
 * /cms/thumbnails/<template>.svg, where the editor's template picker shows them — as the cms app
 * serves them.
 */
function blockThumbnails(): Plugin {
  const blocksSrc = fileURLToPath(new URL('../../../packages/blocks/src/', import.meta.url));
  const thumbnail = (name: string) => `${blocksSrc}${name}/thumbnail.svg`;
  return {
    name: 'forecourt-storybook-block-thumbnails',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /^\/cms\/thumbnails\/([\w-]+)\.svg$/.exec(req.url ?? '')?.[1];
        if (!name || !existsSync(thumbnail(name))) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readFileSync(thumbnail(name)));
      });
    },
    generateBundle() {
      for (const name of readdirSync(blocksSrc).filter((entry) => existsSync(thumbnail(entry)))) {
        this.emitFile({
          type: 'asset',
          fileName: `cms/thumbnails/${name}.svg`,
          source: readFileSync(thumbnail(name)),
        });
      }
    },
  };
}

// The one Storybook: every package's stories in one sidebar, grouped by their titles
// (`Blocks/…`, `Shell/…`, `UI/…`, `Editor/…`), with each package's own preview applied to its
// stories (see preview.tsx).
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  // Builds must work offline and send nothing anywhere.
  core: { disableTelemetry: true, enableCrashReports: false },
  async viteFinal(config) {
    return mergeConfig(config, {
      plugins: [react(), blockThumbnails()],
      // One preview bundle of every package's stories: large by nature, and never shipped to visitors.
      build: { chunkSizeWarningLimit: 2000 },
      // Workspace packages resolve to their sources, as in tests and type checks, so no `dist` is needed.
      resolve: {
        conditions: ['@forecourt/source', ...defaultClientConditions],
        dedupe: ['react', 'react-dom'],
      },
    });
  },
});
