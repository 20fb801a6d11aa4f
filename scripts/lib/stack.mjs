// Starts the built content service and site as two processes, the way production runs them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from './processes.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * @param {{ port: number, contentPort: number, dataDir?: string, databaseUrl?: string, quiet?: boolean }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStack({ port, contentPort, dataDir, databaseUrl, quiet = false }) {
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
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
  };
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const content = spawn(process.execPath, ['apps/content-service/dist/server.js'], { cwd: root, env, stdio });
  const children = [content];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await waitForHttp(`http://127.0.0.1:${contentPort}/healthz`, { child: content });
    const site = spawn(process.execPath, ['apps/site/dist/server/server.js'], { cwd: root, env, stdio });
    children.push(site);
    await waitForHttp(`http://127.0.0.1:${port}/`, { child: site });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: publicUrl, stop };
}
