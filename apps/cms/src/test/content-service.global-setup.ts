/**
 * Starts the real content service (in-memory PGlite, seeded content) once for the cms tests, in
 * Vitest's Node process: PGlite must not run inside the jsdom test environment, whose typed-array
 * globals it does not accept. Tests reach it through `inject('contentService')`.
 */
import type { TestProject } from 'vitest/node';
// Test-only: the service's own harness (free port, own database, sessions created in its store).
import { startTestService } from '@forecourt/content-service/src/test/harness.js';

export interface ContentServiceHandle {
  url: string;
  /** Session cookie of a signed-in admin + editor. */
  cookie: string;
  csrf: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    contentService: ContentServiceHandle;
  }
}

export default async function setup(project: TestProject) {
  const service = await startTestService();
  const auth = await service.session(['admin', 'editor']);
  project.provide('contentService', { url: service.url, cookie: auth.cookie, csrf: auth.csrf });
  return async () => {
    await service.close();
  };
}
