import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createContentClient, encodePath } from './client.js';

// A real HTTP server standing in for the content service: it records each request and answers
// what the test queued.
let server: Server;
let baseUrl = '';
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const setting = { id: 1, key: 'currency_symbol', value: 'zł' };

describe('given a content client', () => {
  it('should unwrap the data field of an answer', async () => {
    answer = { status: 200, body: { data: [setting] } };
    await expect(createContentClient({ baseUrl }).getSettings()).resolves.toEqual([setting]);
  });

  it('should read the search answer as data.data', async () => {
    const result = { id: '3', type: 'page', attributes: { path: '/offers', title: 'Offers', meta_description: '' } };
    answer = { status: 200, body: { data: { data: [result] } } };
    await expect(createContentClient({ baseUrl }).searchPages('oferty')).resolves.toEqual([result]);
    expect(seen.at(-1)!.url).toBe('/api/pages/search?query=oferty');
  });

  it('should ask for the locale of navigation, breadcrumbs and search when given one', async () => {
    const client = createContentClient({ baseUrl });
    answer = { status: 200, body: { data: [] } };
    await client.getNavEntries('pl');
    expect(seen.at(-1)!.url).toBe('/api/nav_entries?locale=pl');
    await client.getBreadcrumbs(7, 'pl');
    expect(seen.at(-1)!.url).toBe('/api/nav_entries/breadcrumbs/7?locale=pl');
    answer = { status: 200, body: { data: { data: [] } } };
    await client.searchPages('oferty', 'pl');
    expect(seen.at(-1)!.url).toBe('/api/pages/search?query=oferty&locale=pl');
  });

  it('should ask for the offers of a locale and parse each with its sub-offers', async () => {
    const offer = { car_model_key: 'defender', anchor: 'defender', title: 'Defender', suboffers: [{ anchor: 'defender-lease', title: 'Leasing' }] };
    answer = { status: 200, body: { data: [offer] } };
    await expect(createContentClient({ baseUrl }).getOffers('pl')).resolves.toEqual([offer]);
    expect(seen.at(-1)!.url).toBe('/api/offers?locale=pl');
  });

  it('should read the car additional data with nullable prices', async () => {
    const model = { key: 'defender', price: 389900, lease_price: null };
    answer = { status: 200, body: { data: [model] } };
    await expect(createContentClient({ baseUrl }).getOfferCarModels()).resolves.toEqual([model]);
    expect(seen.at(-1)!.url).toBe('/api/offer_car_models');
  });

  it('should send the bearer token on reads and the CSRF header only on writes', async () => {
    const client = createContentClient({ baseUrl, token: 'preview-token', csrfToken: () => 'csrf-1' });
    answer = { status: 200, body: { data: [] } };
    await client.getSettings();
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer preview-token');
    expect(seen.at(-1)!.headers['x-csrf-token']).toBeUndefined();
    answer = { status: 200, body: { data: setting } };
    await client.admin.putSetting('currency_symbol', 'zł');
    expect(seen.at(-1)!.method).toBe('PUT');
    expect(seen.at(-1)!.headers['x-csrf-token']).toBe('csrf-1');
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ value: 'zł' });
  });

  it('should turn an error answer into an ApiError with the service message and issues', async () => {
    const issues = [{ path: 'blocks[0].groups[30]', rule: 'max_field_groups', message: 'Accordion allows at most 30 field groups (got 31)' }];
    answer = { status: 400, body: { error: 'Block data is invalid', issues } };
    const error = await createContentClient({ baseUrl }).admin.updatePage(1, { version: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Block data is invalid', issues });
  });

  it('should still report the status when the error answer is not JSON it knows', async () => {
    answer = { status: 502, body: 'gateway' };
    await expect(createContentClient({ baseUrl }).getSettings()).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('should ask for a page view by path with its locale, keeping the slashes', async () => {
    answer = { status: 200, body: { data: { page: { id: 3 }, metaheads: [], breadcrumbs: [] } } };
    await expect(createContentClient({ baseUrl }).getPageView('/Models/Range Rover', 'pl')).resolves.toMatchObject({
      page: { id: 3 },
    });
    expect(seen.at(-1)!.url).toBe('/public_api/page_view/by_path/Models/Range%20Rover?locale=pl');
  });
});

describe('given a site path', () => {
  it('should encode each segment and keep the slashes', () => {
    expect(encodePath('/models/range rover')).toBe('models/range%20rover');
    expect(encodePath('/oferty/żółw?x')).toBe('oferty/%C5%BC%C3%B3%C5%82w%3Fx');
    expect(encodePath('/')).toBe('');
  });
});
