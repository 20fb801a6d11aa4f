// Which system programs this machine has. Each one missing has a fallback, named in the output.
import { existsSync } from 'node:fs';
import { capture } from '../../scripts/lib/processes.mjs';
import { CHROMIUM, postgresBinDir } from '../../scripts/lib/system-deps.mjs';

const onPath = (name) => capture('sh', ['-c', `command -v ${name}`]);

export function detectTools() {
  // nginx is often outside a non-root PATH (/usr/sbin).
  const nginx =
    onPath('nginx') ??
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p)) ??
    null;
  return {
    nginx,
    // `nginx -v` prints to stderr.
    nginxVersion: nginx
      ? capture('sh', ['-c', `"${nginx}" -v 2>&1`])?.replace(/^nginx version:\s*/, '')
      : null,
    wrk: onPath('wrk'),
    chromium: existsSync(CHROMIUM) ? CHROMIUM : null,
    // scripts/lib/postgres.mjs runs initdb and pg_ctl from the newest /usr/lib/postgresql/<v>/bin.
    postgres: postgresBinDir(),
  };
}
