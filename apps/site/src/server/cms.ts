import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { IMMUTABLE_CACHE, fileResponse } from './static-files.js';

const MISSING_BUILD_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Editor not available</title></head>
<body><main><h1>The editor is not available</h1>
<p>The page editor and admin area have not been built on this server (apps/cms/dist is missing). Run <code>npm run build</code> and restart.</p>
</main></body></html>`;

/**
 * Serves the cms build (Vite `base: '/cms/'`) at /cms/* and /admin/*: real files as they are
 * (hashed assets cached for good), anything else gets the SPA's index.html so its router decides.
 */
export function createCmsHandler(cmsDist: string) {
  const indexFile = path.join(cmsDist, 'index.html');
  return async (c: Context): Promise<Response> => {
    if (
      !(await access(indexFile).then(
        () => true,
        () => false,
      ))
    ) {
      return c.html(MISSING_BUILD_PAGE, 503, { 'Cache-Control': 'no-store', 'Retry-After': '30' });
    }
    const pathname = new URL(c.req.url).pathname;
    const method = c.req.method;
    const relative = pathname.replace(/^\/(cms|admin)(?=\/|$)/i, '');
    const isAsset = /^\/assets\//.test(relative);
    if (relative && relative !== '/') {
      const file = relative.endsWith('.map')
        ? null
        : await fileResponse(cmsDist, relative, {
            cacheControl: isAsset ? IMMUTABLE_CACHE : 'no-cache',
            method,
            acceptEncoding: c.req.header('accept-encoding'),
          });
      if (file) return file;
      // A missing script or stylesheet must fail as such, not come back as HTML.
      if (isAsset) return c.text('Not found', 404);
    }
    const index = await fileResponse(cmsDist, '/index.html', {
      cacheControl: 'no-cache',
      method,
      acceptEncoding: c.req.header('accept-encoding'),
    });
    return index ?? c.text('Not found', 404);
  };
}
