import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMapUpdateStandIn, type MapUpdateStandIn } from '../stand-ins/map-update.js';
import { startTestService, type TestService } from '../test/harness.js';

// One visitor needs a handful of look-ups; someone trying VIN after VIN is stopped before the
// maker's map service pays for it.
let standIn: MapUpdateStandIn;
let service: TestService;

beforeAll(async () => {
  standIn = await startMapUpdateStandIn();
  vi.stubEnv('MAP_UPDATE_API_URL', standIn.url);
  vi.stubEnv('MAP_UPDATE_RATE_LIMIT_PER_MINUTE', '3');
  service = await startTestService();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await service?.close();
  await standIn?.close();
});

const lookUp = (vin: string, from?: string) =>
  service.fetch('/api/map_update/vin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(from ? { 'X-Forwarded-For': from } : {}) },
    body: JSON.stringify({ vin }),
  });

describe('given a client looking VINs up faster than any owner would', () => {
  it("should answer 429 with Retry-After once the minute's look-ups are used, without asking the service", async () => {
    for (const vin of ['SALGA2BE8LA600001', 'SALGA2BE8LA600002', 'SALGA2BE8LA600003']) {
      expect((await lookUp(vin)).status).not.toBe(429);
    }
    const asked = standIn.requests.length;
    const refused = await lookUp('SALGA2BE8LA600004');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many VIN look-ups from your connection/,
    );
    expect(standIn.requests.length).toBe(asked);
  });

  it('should count each visitor the site forwards on their own address', async () => {
    // The site (a trusted proxy on loopback) names the visitor in X-Forwarded-For.
    expect((await lookUp('SALGA2BE8LA600001', '203.0.113.7')).status).toBe(200);
  });
});
