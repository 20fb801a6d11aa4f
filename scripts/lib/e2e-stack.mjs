// The stack the end-to-end tests run against (`npm test` and `pnpm run test:e2e`): the built
// services on free ports with a throwaway embedded database, delivering mail to a local sink, and
// giving up on a failing CRM after two attempts half a second apart (so a test sees the dead
// letter and "fix" without waiting for production back-off).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from './mail-sink.mjs';
import { freePort } from './processes.mjs';
import { startStack } from './stack.mjs';

export async function startE2eStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-e2e-'));
  const mail = await startMailSink();
  let stack;
  try {
    stack = await startStack({
      port: await freePort(),
      contentPort: await freePort(),
      dataDir,
      quiet: true,
      env: { SMTP_URL: mail.smtpUrl, OUTBOX_MAX_ATTEMPTS: '2', OUTBOX_BACKOFF_MS: '500' },
    });
  } catch (error) {
    await mail.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: stack.url,
    /** What the tests need to know besides the site's URL. */
    testEnv: { E2E_BASE_URL: stack.url, E2E_MAIL_INBOX_URL: mail.inboxUrl },
    async stop() {
      await stack.stop();
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
