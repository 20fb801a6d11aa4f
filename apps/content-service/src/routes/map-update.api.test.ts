import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VIN_NOT_RECOGNISED } from '@forecourt/api-client';
import {
  STAND_IN_FAILING_VIN,
  STAND_IN_SLOW_VIN,
  startMapUpdateStandIn,
  type MapUpdateStandIn,
} from '../stand-ins/map-update.js';
import { freePort, startTestService, type TestService } from '../test/harness.js';

// The map-update service is the maker's, out of reach here: the same local stand-in `npm start`
// runs answers as it (a real HTTP server with a few known VINs).
let standIn: MapUpdateStandIn;
let service: TestService;

beforeAll(async () => {
  standIn = await startMapUpdateStandIn();
  // Short enough that the slow VIN's test does not wait the production 8 seconds.
  vi.stubEnv('MAP_UPDATE_TIMEOUT_MS', '500');
  vi.stubEnv('MAP_UPDATE_API_URL', '');
  // Every request here comes from one address: the per-client limit has its own test.
  vi.stubEnv('MAP_UPDATE_RATE_LIMIT_PER_MINUTE', '1000');
  service = await startTestService();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await service?.close();
  await standIn?.close();
});

const post = async (path: string, body: unknown) => {
  const response = await service.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as any,
  };
};
const lookUp = (vin: unknown) => post('/api/map_update/vin', { vin });
const download = (body: unknown) => post('/api/map_update/download', body);

async function configure(url: string) {
  const admin = await service.session(['admin']);
  const put = await service.fetch('/admin_api/settings/map_update.api_url', {
    method: 'PUT',
    headers: admin.headers,
    body: JSON.stringify({ value: url }),
  });
  expect(put.status).toBe(200);
}

describe('given no map-update service is configured', () => {
  it('should tell the visitor the VIN is not recognised, as a 503', async () => {
    const answer = await lookUp('SALGA2BE8LA600001');
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe(VIN_NOT_RECOGNISED);
  });
});

describe('given the configured map-update service', () => {
  beforeAll(() => configure(standIn.url));

  it('should answer a known VIN with its vehicle and map packages, typed in lower case with spaces', async () => {
    const answer = await lookUp(' salga2 be8la600001 ');
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('no-store');
    expect(answer.body.data.vehicle).toMatchObject({
      vin: 'SALGA2BE8LA600001',
      model: 'Range Rover',
    });
    expect(answer.body.data.packages.map((entry: { id: string }) => entry.id)).toEqual([
      'eu-2026-q3',
      'uk-2026-q3',
    ]);
  });

  it('should answer an unknown VIN 404 with the error the visitor sees', async () => {
    const answer = await lookUp('SALGA2BE8LA999999');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(VIN_NOT_RECOGNISED);
  });

  it('should refuse a VIN breaking the rules with a 400 without asking the service', async () => {
    const before = standIn.requests.length;
    for (const [vin, rule] of [
      ['SALGA2BE8LA60000', 'length'],
      ['SALGA2BE8LA60000O', 'characters'],
      ['1M8GDM9A1KP042788', 'check_digit'],
      ['', 'empty'],
    ]) {
      const answer = await lookUp(vin);
      expect(answer.status, vin).toBe(400);
      expect(answer.body.error).toBe(VIN_NOT_RECOGNISED);
      expect(answer.body.issues).toEqual([{ path: 'vin', rule, message: VIN_NOT_RECOGNISED }]);
    }
    expect(standIn.requests.length).toBe(before);
  });

  it('should refuse a body that is no VIN request with a 400, never a 5xx', async () => {
    for (const body of [
      {},
      { vin: 17 },
      { vin: 'x'.repeat(65) },
      { vin: 'SALGA2BE8LA600001', extra: 1 },
      'not json',
    ]) {
      const answer = await post('/api/map_update/vin', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('should say "try again later" with a 502 when the service fails', async () => {
    const answer = await lookUp(STAND_IN_FAILING_VIN);
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe(VIN_NOT_RECOGNISED);
  });

  it('should give up on a service that does not answer in time, with a 502', async () => {
    const answer = await lookUp(STAND_IN_SLOW_VIN);
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe(VIN_NOT_RECOGNISED);
  });

  it('should answer the download link of a package once the terms are accepted', async () => {
    const answer = await download({
      vin: 'salga2be8la600001',
      package_id: 'uk-2026-q3',
      terms_accepted: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      file_name: 'uk-2026-q3-SALGA2BE8LA600001.zip',
      size_mb: 2150,
    });
    const file = await fetch(answer.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('uk-2026-q3-SALGA2BE8LA600001.zip');
  });

  it('should refuse a download whose terms are not accepted, naming the field', async () => {
    for (const terms_accepted of [false, undefined, 'yes']) {
      const answer = await download({
        vin: 'SALGA2BE8LA600001',
        package_id: 'uk-2026-q3',
        terms_accepted,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.issues.map((issue: { path: string }) => issue.path)).toContain(
        'terms_accepted',
      );
    }
  });

  it('should answer 404 for a package the VIN may not download', async () => {
    const answer = await download({
      vin: 'SAJAA4BX3KCP12345',
      package_id: 'uk-2026-q3',
      terms_accepted: true,
    });
    expect(answer.status).toBe(404);
  });

  it('should describe both routes in the OpenAPI document', async () => {
    const document = (await (await service.fetch('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/map_update/vin', '/api/map_update/download']),
    );
  });
});

describe('given a configured service that is not there', () => {
  beforeAll(async () => configure(`http://127.0.0.1:${await freePort()}/maps`));

  it('should say "try again later" with a 502', async () => {
    const answer = await lookUp('SALGA2BE8LA600001');
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe(VIN_NOT_RECOGNISED);
  });
});
