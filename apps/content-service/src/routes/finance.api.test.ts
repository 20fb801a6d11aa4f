import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

const get = async (query: string) => {
  const response = await service.fetch(`/api/finance/quote?${query}`);
  return { status: response.status, body: (await response.json()) as any };
};
const post = async (body: unknown) => {
  const response = await service.fetch('/api/finance/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
};

describe('given the finance calculation endpoint', () => {
  it('should reproduce the worked hire-purchase example from a shareable GET URL', async () => {
    // 40 000 at 20 % down, 4 years, 4.9 % flat: 38 272 / 48 = 797.33 (docs/finance-worked-examples.md)
    const { status, body } = await get(
      'product=HirePurchaseSample&price=40000&down_payment=20&duration=4&interest_rate=4.9',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      product: 'HirePurchaseSample',
      monthly_payment: 797.33,
      total_deposit: 8000,
      total_amount_of_credit: 32000,
      monthly_payments: 48,
    });
  });

  it('should quote a seeded car by its model key with the block configuration posted', async () => {
    // Discovery Sport 219 900 at NZLoan defaults with a fixed 9.95 %: 6 381.35 a month
    const { status, body } = await post({
      product: 'NZLoan',
      car_model: 'discovery-sport',
      input_configuration: {
        down_payment: { min: 0, max: 50, default: 10, interval: 5, unit: '%' },
        duration: { min: 12, max: 60, default: 36, interval: 12, unit: 'months' },
        interest_rate: { min: 9.95, max: 9.95, default: 9.95, interval: 0.01, unit: '%' },
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ on_the_road_price: 219900, monthly_payment: 6381.35 });
  });

  it('should refuse a down payment outside the sample bounds with 422 naming the field', async () => {
    const { status, body } = await get('product=HirePurchaseSample&price=40000&down_payment=55');
    expect(status).toBe(422);
    expect(body.error).toBe('Down payment must be between 20 % and 50 %.');
    expect(body.issues).toEqual([
      {
        path: 'down_payment',
        rule: 'range',
        message: 'Down payment must be between 20 % and 50 %.',
      },
    ]);
  });

  it('should refuse a configuration whose min is above max with 422', async () => {
    const { status, body } = await post({
      product: 'Thailand',
      price: 1000,
      input_configuration: JSON.stringify({
        down_payment: { min: 60, max: 50, default: 50, interval: 5 },
        duration: { min: 4, max: 7, default: 4, interval: 1 },
        interest_rate: { min: 1, max: 1, default: 1, interval: 1 },
      }),
    });
    expect(status).toBe(422);
    expect(body.error).toBe('Input configuration "down_payment": min (60) is above max (50).');
  });

  it.each([
    ['product=Mars&price=1', 'product'],
    ['product=NZLoan&price=abc', 'price'],
    ['product=NZLoan', 'price'],
    ['product=NZLoan&price=-5', 'price'],
  ])('should answer 400 for %s', async (query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it('should answer 404 for a car model that does not exist', async () => {
    const { status, body } = await get('product=NZLoan&car_model=trabant');
    expect(status).toBe(404);
    expect(body.error).toBe('Car model "trabant" has no price');
  });

  it('should be described in the OpenAPI document', async () => {
    const document = (await (await service.fetch('/api/openapi.json')).json()) as any;
    expect(Object.keys(document.paths['/api/finance/quote'])).toEqual(['get', 'post']);
  });
});
