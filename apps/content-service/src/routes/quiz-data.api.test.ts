import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDefenderImagesData } from '@forecourt/blocks/templates';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

describe('GET /api/quiz-data/defender.json', () => {
  it('should serve the seeded Defender quiz’s image data as the block reads it, every combination, cached publicly', async () => {
    const response = await service.fetch('/api/quiz-data/defender.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const data = parseDefenderImagesData(await response.json());
    expect(Object.keys(data ?? {})).toHaveLength(16);
    expect(data!['110-diesel-explorer']!.configurator_url).toBe('https://configurator.example.com/defender/110?engine=diesel&pack=explorer');
  });
});
