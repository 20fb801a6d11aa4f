// A throwaway PostgreSQL server in a temp directory, for the API suite's PostgreSQL run.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capture, freePort, run } from './processes.mjs';
import { postgresBinDir } from './system-deps.mjs';

/**
 * @param {{ port?: number }} [options] `port` defaults to a free one.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPostgres({ port: wanted } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = capture('id', ['-u']) === '0';
  // PostgreSQL refuses to run as root: run its programs as the `postgres` system user then.
  const as = (program, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);
  const data = join(dir, 'data');
  const port = wanted ?? (await freePort());
  // Locale "C" whatever the shell's LANG says, so a run here and a run in CI see the same server;
  // and the strictest one: text search must not lean on the database's case rules (db/any-case.ts).
  if ((await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'])) !== 0) {
    throw new Error('initdb failed');
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  if ((await as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'])) !== 0) {
    throw new Error(`PostgreSQL did not start (log in ${join(dir, 'log')})`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
