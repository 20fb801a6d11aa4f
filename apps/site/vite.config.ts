import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Dependencies the server bundle loads from node_modules at run time; everything else (workspace
// packages and their own dependencies) is bundled, so dist/server needs only these installed.
const serverExternals = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@tanstack/react-router-ssr-query',
  'hono',
  '@hono/node-server',
];

// `vite build --app` builds the browser bundle (dist/client, with a manifest the server reads)
// and then the server bundle (dist/server/server.js).
export default defineConfig({
  plugins: [react()],
  // Workspace packages are compiled from their `src/` like in tests, so no `dist` is needed.
  resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
    },
  },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        // Under /_site/ so built files never shadow a page path.
        assetsDir: '_site',
        manifest: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
    },
    ssr: {
      resolve: {
        conditions: ['@forecourt/source', ...defaultServerConditions],
        noExternal: true,
        external: serverExternals,
      },
      build: {
        outDir: 'dist/server',
        target: 'node22',
        rollupOptions: {
          input: { server: 'src/server.ts' },
          output: { entryFileNames: '[name].js' },
        },
      },
    },
  },
});
