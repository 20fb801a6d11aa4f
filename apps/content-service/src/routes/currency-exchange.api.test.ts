import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness.js';

// The exchange-rate API is a third party we cannot reach here: a local HTTP server stands in for
// it and records every request it gets, so a test can tell what the proxy fetched.
let rates: Server;
let origin = '';
let ratesUrl = '';
const requests: string[] = [];
let service: TestService;

beforeAll(async () => {
  rates = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://rates.local');
    if (url.searchParams.get('fail') === '500') {
      res.writeHead(500).end('down');
      return;
    }
    if (url.searchParams.has('moved')) {
      // A redirect to a path the proxy must never be talked into fetching.
      res.writeHead(302, { Location: `${origin}/internal-admin` }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: 4.2712, date: '2026-11-20', path: url.pathname }));
  });
  await new Promise<void>((resolve) => rates.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(rates.address() as AddressInfo).port}`;
  ratesUrl = `${origin}/rates`;
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
    const before = requests.length;
    const first = await exchange(ratesUrl);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: 4.2712, date: '2026-11-20', path: '/rates' });
    expect((await json(await exchange(ratesUrl))).data).toBe(4.2712);
    expect(requests.slice(before)).toEqual(['/rates']);
  });

  it('should pass a query on to the API', async () => {
    const response = await exchange(`${ratesUrl}?from=EUR&to=PLN`);
    expect(response.status).toBe(200);
    expect(requests.at(-1)).toBe('/rates?from=EUR&to=PLN');
  });

  // Functions: the upstream's port is known only once it listens.
  it.each([
    ['another host', () => 'http://127.0.0.1:1/rates'],
    ['a path that merely starts with the configured one', () => `${origin}/ratesevil`],
    ['a path below the configured one', () => `${ratesUrl}/eur-pln`],
    ['another path of the same host', () => `${origin}/admin`],
    ['a path that walks out of it', () => `${ratesUrl}/../admin`],
  ])('should refuse %s with 403, so it is no open proxy', async (_, endpoint) => {
    const before = requests.length;
    const response = await exchange(endpoint());
    expect(response.status).toBe(403);
    expect((await json(response)).error).toBe('endpoint is not the configured exchange-rate API (currency_exchange.api_url)');
    expect(requests.length).toBe(before);
  });

  it('should answer 400 without an http(s) endpoint', async () => {
    expect((await exchange()).status).toBe(400);
    const ftp = await exchange('ftp://127.0.0.1/rates');
    expect(ftp.status).toBe(400);
    expect((await json(ftp)).issues[0]).toMatchObject({ path: 'endpoint', rule: 'url' });
  });

  it('should answer 502, not to be cached, when the API fails', async () => {
    const response = await exchange(`${ratesUrl}?fail=500`);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await json(response)).error).toBe('The exchange-rate API answered 500');
    // Under /api, whose answers are public: a failure must not be kept by a CDN for everyone.
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('should not follow a redirect of the API: 502, not to be cached, and nothing fetched where it points', async () => {
    const response = await exchange(`${ratesUrl}?moved=1`);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await json(response)).error).toBe('The exchange-rate API answered a redirect (302), which is not followed');
    expect(requests).not.toContain('/internal-admin');
  });
});
