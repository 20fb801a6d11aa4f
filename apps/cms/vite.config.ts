import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  base: '/cms/',
  plugins: [react(), adminFallback()],
  // Workspace packages are compiled from their `src/`, so no package `dist` is needed first.
  resolve: { conditions: ['@forecourt/source', ...defaultClientConditions] },
  // The editor is a signed-in tool; its entry (React, router, query, zod) is about 140 kB gzipped.
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    // The browser talks to one origin; in dev the API calls go to the content service.
    proxy: Object.fromEntries(['/auth', '/admin_api', '/api', '/public_api', '/oidc'].map((prefix) => [prefix, { target: contentService, changeOrigin: false }])),
  },
});
