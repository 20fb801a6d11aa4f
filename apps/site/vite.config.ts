import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Dependencies the server bundle loads from node_modules at run time; everything else (workspace
// packages and their own dependencies) is bundled, so dist/server needs only these installed.
const serverExternals = [
  'react',
  'react-dom',
  '@tanstack/react-router',
  'hono',
  '@hono/node-server',
  'compression',
  'eventsource',
  'lru-cache',
];

// `vite build --app` builds the browser bundle (dist/client, with a manifest the server reads)
// and then the server bundle (dist/server/server.js).
export default defineConfig({
  // The browser build's JS, CSS and SVG get `.br` and `.gz` copies (highest ratios, made once here):
  // the server sends those to browsers that accept them (see server/static-files.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
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
        // Built for error reports, but without the comment that would make browsers fetch them
        // (the server does not serve them either).
        sourcemap: 'hidden',
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
