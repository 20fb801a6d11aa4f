// Starts the built content service and site as two processes, the way production runs them, each
// supervised: a process that crashes is started again (see supervise.mjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from './processes.mjs';
import { supervise } from './supervise.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * @param {{ port: number, contentPort: number, dataDir?: string, databaseUrl?: string, quiet?: boolean, env?: Record<string, string> }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, pid: (name: 'content' | 'site') => number | undefined }>}
 */
export async function startStack({ port, contentPort, dataDir, databaseUrl, quiet = false, env: extraEnv = {} }) {
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  // The map update block asks a map-update service; unless one is named, the local stand-in with a
  // few known VINs answers (apps/content-service/src/stand-ins/map-update.ts, built beside the server).
  const mapUpdate = process.env.MAP_UPDATE_API_URL
    ? null
    : await import('../../apps/content-service/dist/map-update-stand-in.js').then((standIn) => standIn.startMapUpdateStandIn());
  const env = {
    ...process.env,
    // Production React and libraries wherever the built stack runs.
    NODE_ENV: 'production',
    PORT: String(port),
    CONTENT_PORT: String(contentPort),
    PUBLIC_URL: publicUrl,
    CONTENT_SERVICE_URL: `http://127.0.0.1:${contentPort}`,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(mapUpdate ? { MAP_UPDATE_API_URL: mapUpdate.url } : {}),
    ...extraEnv,
  };
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const start = (file) => () => spawn(process.execPath, [file], { cwd: root, env, stdio });
  const processes = { content: supervise('content service', start('apps/content-service/dist/server.js')) };
  const stop = () =>
    Promise.all(Object.values(processes).map((supervised) => supervised.stop())).then(() => mapUpdate?.close());
  try {
    await waitForHttp(`http://127.0.0.1:${contentPort}/healthz`, { child: processes.content.child });
    processes.site = supervise('site', start('apps/site/dist/server/server.js'));
    await waitForHttp(`http://127.0.0.1:${port}/`, { child: processes.site.child });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: publicUrl, stop, pid: (name) => processes[name]?.child.pid };
}
