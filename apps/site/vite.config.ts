import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import type { InputType } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { compression } from 'vite-plugin-compression2';

/** Gzip by Zopfli (15 iterations): slower to make, once at build time, smaller to send. */
const zopfliGzip = async (buffer: InputType) =>
  Buffer.from(await gzipAsync(Buffer.from(buffer as Uint8Array), { numiterations: 15 }));

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
  plugins: [
    react(),
    // The browser build's JS, CSS and SVG get `.br` and `.gz` copies, made once here at the highest
    // ratios (gzip by Zopfli: plain gzip any browser reads, about 3 % smaller than level 9); the
    // server sends those to browsers that accept them (see server/static-files.ts).
    compression({
      // The browser build's files only (it puts them under _site/), not the server's.
      include: /^_site\/.*\.(js|mjs|css|svg|json)$/,
      algorithms: ['brotliCompress', [zopfliGzip, {}]],
      logLevel: 'silent',
    }),
  ],
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
        // No JS preload lists on lazy imports: they sit in the entry chunk (one per block view),
        // costing about 1 KB of gzip on every first load. The server already preloads the page's
        // views and their imports from the manifest; on a later client-side navigation a new
        // view's shared chunks load after it (one round trip more). CSS lists stay, so a view never
        // shows unstyled.
        modulePreload: false,
        // Built for error reports, but without the comment that would make browsers fetch them
        // (the server does not serve them either).
        sourcemap: 'hidden',
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // Lazy chunks and assets are named by their hash alone: the entry lists every block
            // view's files for preloading, and readable names there cost about 0.7 KB of gzip on
            // every first load (the manifest and the hidden source maps still say what each is).
            chunkFileNames: '_site/[hash].js',
            assetFileNames: '_site/[hash][extname]',
            codeSplitting: {
              // React and the router in one chunk: split across the entry and the lazy chunks
              // that share them, they would compress worse (about 5 KB more gzip per page).
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/,
                },
                {
                  // Small modules every page runs that lazy chunks (forms, the modal form, later
                  // blocks) share too: one chunk instead of a request and a header for each.
                  name: 'common',
                  test: /[\\/]packages[\\/](api-client[\\/]src[\\/](requester|locales|localize)|ui[\\/]src[\\/](i18n[\\/]translator|class-names)|blocks[\\/]src[\\/](translate|localized))\.ts$|[\\/]src[\\/]chrome[\\/]browser-chrome\.ts$/,
                },
              ],
            },
          },
        },
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
