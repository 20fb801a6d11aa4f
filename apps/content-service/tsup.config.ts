import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// One runnable file: our code and the workspace packages it uses (from their sources) are
// bundled; registry dependencies stay external and load from node_modules. So a registry package
// that a bundled workspace package imports (sanitize-html, through @forecourt/ui/sanitize) must be
// a dependency of this package too, or esbuild inlines it and its CommonJS requires fail at start.
export default defineConfig({
  // The sass and lead export workers are files of their own: worker threads load them by path
  // (sass-compiler.ts, lead-exports.ts).
  entry: {
    server: 'src/server.ts',
    'sass-worker': 'src/services/sass-worker.ts',
    'lead-export-worker': 'src/services/lead-export-worker.ts',
    // The local map-update service `npm start` and the end-to-end stack run (scripts/lib/stack.mjs).
    'map-update-stand-in': 'src/stand-ins/map-update.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  splitting: false,
  noExternal: [/^@forecourt\//],
  esbuildOptions(options) {
    options.conditions = ['@forecourt/source', 'import', 'node'];
  },
  // The migrator reads the SQL files at start: ship them beside the bundle.
  async onSuccess() {
    await cp('drizzle', 'dist/drizzle', { recursive: true });
  },
});
