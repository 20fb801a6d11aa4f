// Server entry (built to dist/server/server.js): reads the client build's manifest and starts
// the front door. Prints nothing but errors; the root start script prints the banner.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { SiteAssets } from './routes/root.js';
import { createSiteApp } from './server/app.js';

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
}

// dist/server/server.js or src/server.ts → the app folder.
const here = path.dirname(fileURLToPath(import.meta.url));
const appRoot =
  path.basename(path.dirname(here)) === 'dist'
    ? path.resolve(here, '../..')
    : path.resolve(here, '..');

/** The client entry and its stylesheets, from the Vite manifest of the client build. */
export function readClientAssets(clientDist: string): SiteAssets {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
    const chunks = Object.values(manifest);
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) return { scripts: [], styles: [] };
    // Block views are lazy chunks with their own CSS; linking all of it (a few kB) up front keeps
    // server-rendered blocks styled before, and without, JavaScript.
    const styles = [
      ...new Set([...(entry.css ?? []), ...chunks.flatMap((chunk) => chunk.css ?? [])]),
    ];
    return { scripts: [`/${entry.file}`], styles: styles.map((file) => `/${file}`) };
  } catch {
    // No client build (tests, or server-only use): pages still render, without hydration.
    return { scripts: [], styles: [] };
  }
}

export async function startSite(
  options: StartSiteOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  const clientDist = options.clientDist ?? path.join(appRoot, 'dist/client');
  const app = createSiteApp({
    contentServiceUrl:
      options.contentServiceUrl ?? process.env.CONTENT_SERVICE_URL ?? 'http://127.0.0.1:4000',
    publicUrl: options.publicUrl ?? process.env.PUBLIC_URL,
    cmsDist: options.cmsDist ?? process.env.CMS_DIST ?? path.resolve(appRoot, '../cms/dist'),
    clientDist,
    assets: readClientAssets(clientDist),
  });
  const hostname = options.hostname ?? process.env.HOST;
  const { server, address } = await new Promise<{
    server: ReturnType<typeof serve>;
    address: AddressInfo;
  }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, ...(hostname ? { hostname } : {}) }, (info) =>
      resolve({ server, address: info }),
    );
    server.once('error', reject);
  });
  return {
    url: options.publicUrl ?? `http://localhost:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
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
