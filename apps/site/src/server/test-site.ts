// Test-only: the site in front of a real content service (in-memory, seeded), on free ports, with
// a stand-in cms build — as production runs them, the service's PUBLIC_URL being the site.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startTestContentService, type TestContentService } from '@forecourt/test-server';
import { startSite } from '../server.js';

export interface TestSite {
  site: Awaited<ReturnType<typeof startSite>>;
  content: TestContentService;
  /** The stand-in cms build and an empty client build, for more sites in the same test. */
  cmsDist: string;
  clientDist: string;
  close(): Promise<void>;
}

export async function startTestSite(): Promise<TestSite> {
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const content = await startTestContentService({ publicUrl: siteOrigin });
  const tmp = await mkdtemp(path.join(tmpdir(), 'forecourt-site-'));
  const cmsDist = path.join(tmp, 'cms');
  const clientDist = path.join(tmp, 'client');
  await mkdir(cmsDist, { recursive: true });
  await mkdir(clientDist, { recursive: true });
  await writeFile(path.join(cmsDist, 'index.html'), '<!DOCTYPE html><title>Forecourt CMS</title><div id="root"></div>');
  const site = await startSite({
    port: sitePort,
    hostname: '127.0.0.1',
    publicUrl: siteOrigin,
    contentServiceUrl: content.url,
    cmsDist,
    clientDist,
  });
  return {
    site,
    content,
    cmsDist,
    clientDist,
    async close() {
      await site.close();
      await content.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
