// The two system programs the test suites need: a PostgreSQL server and Debian's Chromium.
// On a fresh machine where we are root with apt-get, install them; otherwise say what is missing.
import { existsSync, readdirSync } from 'node:fs';
import { capture, run } from './processes.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

/** Ensures PostgreSQL and Chromium exist, installing them with apt-get when possible. */
export async function ensureSystemDeps() {
  const missing = [];
  if (!postgresBinDir()) missing.push('postgresql');
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (missing.length === 0) return;
  const root = capture('id', ['-u']) === '0';
  const apt = capture('sh', ['-c', 'command -v apt-get']);
  if (!root || !apt) {
    throw new Error(
      `The test suites need ${missing.join(' and ')} (Debian packages). Install them with: apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`Installing ${missing.join(', ')} with apt-get for the test suites…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '-qq', ...missing], { env })) !== 0) {
    throw new Error(`apt-get install ${missing.join(' ')} failed`);
  }
}
