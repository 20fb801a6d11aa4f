// The static anchor: nginx serving a static copy (one worker process, gzip_static), or, without
// nginx, static-node-server.mjs. `kind` says which one answered, for the output.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForHttp } from '../../scripts/lib/processes.mjs';
import { onCleanup, stopChild } from './cleanup.mjs';
import { benchPort } from './ports.mjs';

// One worker, like the one site process it is compared with; no logs; the types this copy has.
function nginxConfig({ root, port, dir }) {
  const extensionless = JSON.parse(readFileSync(join(root, '.types.json'), 'utf8'));
  const exact = Object.entries(extensionless)
    .map(([path, type]) => `    location = ${path} { default_type ${type}; }`)
    .join('\n');
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  types {
    text/html html;
    text/css css;
    text/javascript js;
    application/json json;
    image/svg+xml svg;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/javascript application/json;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
${exact}
  }
}
`;
}

async function startNginx(nginx, root, port) {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-bench-nginx-'));
  // As root, nginx's worker runs as `nobody`: it must be able to read the copy.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ root, port, dir }));
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 10_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function startNodeStatic(root, port) {
  const child = spawn(
    process.execPath,
    [new URL('./static-node-server.mjs', import.meta.url).pathname, root, String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 10_000 });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return () => stopChild(child);
}

/**
 * Serves `root` on a fresh port. Falls back to the Node server when nginx is missing or will
 * not start (`fallbackReason` says why).
 * @returns {Promise<{ url: string, kind: string, fallbackReason?: string, stop: () => Promise<void> }>}
 */
export async function startStaticServer(root, tools) {
  chmodSync(root, 0o755);
  const port = await benchPort();
  let fallbackReason = 'nginx not available';
  if (tools.nginx) {
    try {
      const stop = onCleanup(await startNginx(tools.nginx, root, port));
      return { url: `http://127.0.0.1:${port}`, kind: tools.nginxVersion ?? 'nginx', stop };
    } catch (error) {
      fallbackReason = `nginx did not start: ${error.message}`;
    }
  }
  const fallbackPort = await benchPort();
  const stop = onCleanup(await startNodeStatic(root, fallbackPort));
  return {
    url: `http://127.0.0.1:${fallbackPort}`,
    kind: 'Node static server (bench/src/static-node-server.mjs)',
    fallbackReason,
    stop,
  };
}
