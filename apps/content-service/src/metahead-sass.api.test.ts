// Sass metaheads compile off the request thread, within a time and memory limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService();
  admin = await service.session(['admin', 'editor']);
});
afterAll(async () => {
  await service?.close();
});

const saveScss = (content: string) =>
  service.fetch('/admin_api/metaheads', {
    method: 'POST',
    headers: admin.headers,
    body: JSON.stringify({ name: 'styles', language: 'scss', content }),
  });

const loop = (times: number) => `@for $i from 1 through ${times} { .w-#{$i} { width: $i * 1px; } }`;

describe('given an admin saving a scss metahead', () => {
  it('should compile it, sass built-in modules included', async () => {
    const response = await saveScss('@use "sass:math"; $w: 10px; .a { width: math.div($w, 2); }');
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { content: string } }).data.content).toBe('.a{width:5px}');
  });

  it('should refuse @import, @use and @forward of other stylesheets with a clear 422', async () => {
    for (const rule of ['@import "theme";', '@use "theme";', '@forward "theme";', '@import "/etc/passwd";']) {
      const response = await saveScss(`${rule} .a { color: red; }`);
      expect(response.status, rule).toBe(422);
      const body = (await response.json()) as { error: string };
      expect(body.error, rule).toMatch(/^Sass compile error: Metaheads cannot import other stylesheets/);
    }
  });

  it('should keep answering visitors while a long stylesheet compiles', async () => {
    let saveDone = false;
    const save = saveScss(loop(100_000)).then((response) => {
      saveDone = true;
      return response;
    });
    // Visitors' requests sent while the compile runs are answered, and not only after it ends: at
    // least one answer arrives first. (The last request may race the compile's end either way.)
    const answeredBeforeSave: boolean[] = [];
    while (!saveDone && answeredBeforeSave.length < 20) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const settings = await service.fetch('/api/settings');
      expect(settings.status).toBe(200);
      answeredBeforeSave.push(!saveDone);
    }
    expect(answeredBeforeSave).toContain(true);
    expect([201, 422]).toContain((await save).status);
  });

  it('should end a runaway stylesheet with a 422, and the service goes on', async () => {
    const response = await saveScss(loop(2_000_000));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toMatch(/took too long|too much memory/);
    expect((await service.fetch('/healthz')).status).toBe(200);
    // The next compile gets a fresh worker.
    expect((await saveScss('.b { color: blue; }')).status).toBe(201);
  });
});
