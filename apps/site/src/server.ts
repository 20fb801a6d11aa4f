// Server entry (built to dist/server/server.js): reads the client build's manifest and starts
// the front door. Prints nothing but errors; the root start script prints the banner.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants } from 'node:zlib';
import { countRequestBodies, serveWithBodyLimits } from '@forecourt/api-client/node';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import { loadDeferredCode } from './chrome/deferred-hydration.js';
import { createSiteApp } from './server/app.js';
import { connectChangeFeed } from './server/change-feed.js';
import { readClientAssets } from './server/client-assets.js';

export interface StartSiteOptions {
  /** Defaults to `PORT`, else 3000; 0 picks a free port. */
  port?: number;
  /** Defaults to `HOST`, else all interfaces. */
  hostname?: string;
  /** Defaults to `CONTENT_SERVICE_URL`, else `http://127.0.0.1:4000`. */
  contentServiceUrl?: string;
  /** Defaults to `PUBLIC_URL`, else `http://localhost:<port>`. */
  publicUrl?: string;
  /** Defaults to `CMS_DIST`, else `apps/cms/dist`. */
  cmsDist?: string;
  /** Defaults to this build's `dist/client`. */
  clientDist?: string;
  /** Keep rendered pages. Defaults to `PAGE_CACHE` ('off' turns it off), else on. */
  pageCache?: boolean;
}

// dist/server/server.js or src/server.ts → the app folder.
const here = path.dirname(fileURLToPath(import.meta.url));
const appRoot =
  path.basename(path.dirname(here)) === 'dist'
    ? path.resolve(here, '../..')
    : path.resolve(here, '..');

/**
 * Compresses what is not compressed yet (rendered pages on a cache miss, 404s, the cms index):
 * brotli at a quality that costs little per request, else gzip. Cached pages, the content
 * service's answers and the build's files arrive already compressed and pass untouched.
 */
const compress = compression({
  threshold: 1024,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
});

export async function startSite(
  options: StartSiteOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  // Deferred parts' code in before the first page renders (see deferred-hydration.tsx).
  await loadDeferredCode();
  const clientDist = options.clientDist ?? path.join(appRoot, 'dist/client');
  const contentServiceUrl =
    options.contentServiceUrl ?? process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:4000';
  const site = createSiteApp({
    contentServiceUrl,
    publicUrl: options.publicUrl ?? process.env.PUBLIC_URL,
    cmsDist: options.cmsDist ?? process.env.CMS_DIST ?? path.resolve(appRoot, '../cms/dist'),
    clientDist,
    assets: readClientAssets(clientDist),
    pageCache: options.pageCache ?? process.env.PAGE_CACHE !== 'off',
  });
  // The caches keep content exactly until the content service reports a change.
  const feed = connectChangeFeed(new URL('/internal/changes', contentServiceUrl).href, site);

  // The same body limits as the content service's, enforced here at the edge: a declared length
  // over the limit is refused before anything is read or forwarded, a chunked body is counted as
  // it is forwarded.
  const listener = getRequestListener(countRequestBodies(site.app.fetch));
  const server = serveWithBodyLimits(createServer(), (req: IncomingMessage, res: ServerResponse) => {
    // A cached page costs one lookup and one write; everything else goes through the app.
    if (site.answerFromCache(req, res)) return;
    compress(req as never, res as never, () => void listener(req, res));
  });
  const hostname = options.hostname ?? process.env.HOST;
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(server.address() as AddressInfo));
  });
  return {
    url: options.publicUrl ?? `http://localhost:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        feed.close();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const runDirectly =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const site = await startSite().catch((error: unknown) => {
    console.error('The site could not start:', error);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void site.close().finally(() => process.exit(0)));
  }
}
