import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const contentService = process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:4000';

/**
 * In `vite dev`, /admin/* is part of this SPA as well (apps/site serves the build at both
 * /cms/* and /admin/*): hand those requests the app's index.html.
 */
function adminFallback(): Plugin {
  return {
    name: 'forecourt-cms-admin-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/admin(\/|$|\?)/.test(req.url)) req.url = '/cms/';
        next();
      });
    },
  };
}

/**
 * The block catalogue's thumbnails live in their template folders
 * (`@forecourt/blocks/src/<template>/thumbnail.svg`); the editor shows them as
 * /cms/thumbnails/<template>.svg, served from there in dev and written into the build.
 */
function blockThumbnails(): Plugin {
  const blocksSrc = join(dirname(fileURLToPath(import.meta.resolve('@forecourt/blocks/package.json'))), 'src');
  const thumbnail = (name: string) => join(blocksSrc, name, 'thumbnail.svg');
  const names = () => readdirSync(blocksSrc).filter((name) => existsSync(thumbnail(name)));
  return {
    name: 'forecourt-cms-block-thumbnails',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /^\/cms\/thumbnails\/([\w-]+)\.svg$/.exec(req.url ?? '')?.[1];
        if (!name || !existsSync(thumbnail(name))) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readFileSync(thumbnail(name)));
      });
    },
    generateBundle() {
      for (const name of names()) {
        this.emitFile({ type: 'asset', fileName: `thumbnails/${name}.svg`, source: readFileSync(thumbnail(name)) });
      }
    },
  };
}

export default defineConfig({
  base: '/cms/',
  // `.br` and `.gz` copies of the build, sent by the site to browsers that accept them.
  plugins: [react(), adminFallback(), blockThumbnails(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  // Workspace packages are compiled from their `src/`, so no package `dist` is needed first.
  resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
  // The editor is a signed-in tool; its entry (React, router, query, zod) is about 140 kB gzipped.
  // Source maps are built for error reports but not referenced (nor served by the site).
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 600 },
  server: {
    // The browser talks to one origin; in dev the API calls go to the content service.
    proxy: Object.fromEntries(['/auth', '/admin_api', '/api', '/public_api', '/oidc'].map((prefix) => [prefix, { target: contentService, changeOrigin: false }])),
  },
});
