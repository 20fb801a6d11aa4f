import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness.js';

// The exchange-rate API is a third party we cannot reach here: a local HTTP server stands in for
// it and counts the calls it gets.
let rates: Server;
let ratesUrl = '';
let calls = 0;
let service: TestService;

beforeAll(async () => {
  rates = createServer((req, res) => {
    calls++;
    if (req.url?.startsWith('/rates/broken')) {
      res.writeHead(500).end('down');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: 4.2712, date: '2026-11-20' }));
  });
  await new Promise<void>((resolve) => rates.listen(0, '127.0.0.1', resolve));
  ratesUrl = `http://127.0.0.1:${(rates.address() as AddressInfo).port}/rates`;
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => rates?.close(resolve));
});

const json = async (response: Response) => (await response.json()) as any;

const exchange = (endpoint?: string) =>
  service.fetch(`/api/currency-exchange${endpoint === undefined ? '' : `?endpoint=${encodeURIComponent(endpoint)}`}`);

async function configure(url: string) {
  const admin = await service.session(['admin']);
  const put = await service.fetch('/admin_api/settings/currency_exchange.api_url', {
    method: 'PUT',
    headers: admin.headers,
    body: JSON.stringify({ value: url }),
  });
  expect(put.status).toBe(200);
}

describe('given no exchange-rate API is configured', () => {
  it('should answer 404 saying which setting is missing', async () => {
    const response = await exchange('https://rates.example/eur');
    expect(response.status).toBe(404);
    expect((await json(response)).error).toContain('currency_exchange.api_url');
  });
});

describe('given the configured exchange-rate API', () => {
  beforeAll(() => configure(ratesUrl));

  it('should answer its JSON unchanged, fetched once and reused', async () => {
    const before = calls;
    const first = await exchange(`${ratesUrl}/eur-pln`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: 4.2712, date: '2026-11-20' });
    expect((await json(await exchange(`${ratesUrl}/eur-pln`))).data).toBe(4.2712);
    expect(calls - before).toBe(1);
  });

  it('should refuse any other host or path, so it is no open proxy', async () => {
    const elsewhere = await exchange('http://127.0.0.1:1/rates/eur-pln');
    expect(elsewhere.status).toBe(403);
    expect((await json(elsewhere)).error).toBe(
      'endpoint is not the configured exchange-rate API (currency_exchange.api_url)',
    );
    expect((await exchange(ratesUrl.replace('/rates', '/admin'))).status).toBe(403);
  });

  it('should answer 400 without an http(s) endpoint', async () => {
    expect((await exchange()).status).toBe(400);
    const ftp = await exchange('ftp://127.0.0.1/rates');
    expect(ftp.status).toBe(400);
    expect((await json(ftp)).issues[0]).toMatchObject({ path: 'endpoint', rule: 'url' });
  });

  it('should answer 502 when the API fails', async () => {
    const response = await exchange(`${ratesUrl}/broken`);
    expect(response.status).toBe(502);
    expect((await json(response)).error).toBe('The exchange-rate API answered 500');
    // Under /api, whose answers are public: a failure must not be kept by a CDN for everyone.
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
