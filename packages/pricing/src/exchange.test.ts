// @vitest-environment node
import { resolveSettings } from '@forecourt/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  CURRENCY_EXCHANGE_MISSING_KEY_MESSAGE,
  createCurrencyExchange,
  currencyExchangeFromSettings,
  exchange,
  exchangeLabel,
  formatExchangeDate,
} from './exchange.js';

describe('given a price and an exchange rate', () => {
  it('should truncate rate × price, never round it up', () => {
    // 1 000 × 41.2345 = 41 234.5 → 41 234
    expect(exchange(1000, 41.2345)).toBe(41234);
    // 10 × 2.99 = 29.9 → 29
    expect(exchange(10, 2.99)).toBe(29);
  });

  it('should not truncate a whole product below itself because of floating-point noise', () => {
    // 100 × 0.29 is 28.999999999999996 in binary floating point; the result is 29.
    expect(exchange(100, 0.29)).toBe(29);
  });

  it('should read numeric strings', () => {
    expect(exchange('25000', '0.0243')).toBe(607);
  });

  it.each([
    [0, 41],
    [-100, 41],
    [100, 0],
    [100, null],
    [null, 41],
    ['abc', 41],
  ])('should give nothing for price %j and rate %j', (price, rate) => {
    expect(exchange(price, rate)).toBeNull();
  });
});

describe('given an exchange label template', () => {
  const template = '1 EUR = [[exchange_rate]] UAH, [[exchange_date]]';

  it('should show the rate with 2 decimals and the date in uk-UA format by default', () => {
    expect(exchangeLabel(template, { rate: 41.5, date: '2024-03-01' })).toBe(
      '1 EUR = 41.50 UAH, 01.03.2024',
    );
  });

  it('should round the rate to 2 decimals', () => {
    expect(exchangeLabel(template, { rate: '41.236', date: '2024-03-01' })).toBe(
      '1 EUR = 41.24 UAH, 01.03.2024',
    );
  });

  it.each([
    ['en-US', '3/1/2024'],
    ['de-DE', '1.3.2024'],
    ['en-GB', '01/03/2024'],
  ])('should format the date for locale %s', (locale, expected) => {
    expect(exchangeLabel('[[exchange_date]]', { rate: 1, date: '2024-03-01', locale })).toBe(
      expected,
    );
  });

  it('should keep the calendar day of a date-only value whatever the time zone', () => {
    expect(formatExchangeDate('2024-12-31')).toBe('31.12.2024');
    expect(formatExchangeDate(new Date(Date.UTC(2025, 0, 2, 23, 30)))).toBe('02.01.2025');
  });

  it('should fill every placeholder occurrence', () => {
    expect(exchangeLabel('[[exchange_rate]]/[[exchange_rate]]', { rate: 2 })).toBe('2.00/2.00');
  });

  it('should leave a date that is not a date as typed', () => {
    expect(exchangeLabel('[[exchange_date]]', { rate: 1, date: 'today' })).toBe('today');
  });

  it('should leave the date empty when none is set', () => {
    expect(exchangeLabel('rate [[exchange_rate]] [[exchange_date]]', { rate: 1, date: '' })).toBe(
      'rate 1.00 ',
    );
  });

  it('should be empty without a usable rate', () => {
    expect(exchangeLabel(template, { rate: '', date: '2024-03-01' })).toBe('');
    expect(exchangeLabel(template, { rate: 0 })).toBe('');
  });
});

/** A fetch that answers `body` with `status`, counting its calls. */
function fakeFetch(body: unknown, status = 200) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const quietLogger = () => ({ log: vi.fn(), error: vi.fn() });

describe('given the currency exchange lookup', () => {
  it('should call the proxy with the encoded endpoint and read the rate at "data"', async () => {
    const fetch = fakeFetch({ data: 41.2345 });
    const lookup = createCurrencyExchange({
      fetch,
      baseUrl: 'https://site.example/',
      endpoint: 'https://rates.example/uah?base=EUR&to=UAH',
    });
    await expect(lookup.rate()).resolves.toBe(41.2345);
    expect(fetch).toHaveBeenCalledWith(
      'https://site.example/api/currency-exchange?endpoint=https%3A%2F%2Frates.example%2Fuah%3Fbase%3DEUR%26to%3DUAH',
      expect.anything(),
    );
  });

  it('should fetch once and reuse the rate, also for calls made while the first is pending', async () => {
    const fetch = fakeFetch({ data: '41.5' });
    const lookup = createCurrencyExchange({ fetch, endpoint: 'https://rates.example' });
    const [first, second] = await Promise.all([lookup.rate(), lookup.rate()]);
    await expect(lookup.rate()).resolves.toBe(41.5);
    expect([first, second]).toEqual([41.5, 41.5]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(lookup.url).toBe('/api/currency-exchange?endpoint=https%3A%2F%2Frates.example');
  });

  it('should read the configured response key, also as a dotted path', async () => {
    await expect(
      createCurrencyExchange({
        fetch: fakeFetch({ rate: 2 }),
        endpoint: 'x',
        responseKey: 'rate',
      }).rate(),
    ).resolves.toBe(2);
    await expect(
      createCurrencyExchange({
        fetch: fakeFetch({ data: { rate: 3 } }),
        endpoint: 'x',
        responseKey: 'data.rate',
      }).rate(),
    ).resolves.toBe(3);
  });

  it("should log the spec's message and give no rate when the key is missing", async () => {
    const logger = quietLogger();
    const fetch = fakeFetch({ result: 41 });
    const lookup = createCurrencyExchange({ fetch, endpoint: 'x', logger });
    await expect(lookup.rate()).resolves.toBeNull();
    expect(logger.log).toHaveBeenCalledWith(
      "Currency exchange error: API response doesn't contain specified response_key",
    );
    expect(CURRENCY_EXCHANGE_MISSING_KEY_MESSAGE).toBe(
      "Currency exchange error: API response doesn't contain specified response_key",
    );
    // The failed answer is reused too: the API is not asked again.
    await lookup.rate();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should log the missing-key message on the console by default', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await createCurrencyExchange({ fetch: fakeFetch({}), endpoint: 'x' }).rate();
    expect(log).toHaveBeenCalledWith(CURRENCY_EXCHANGE_MISSING_KEY_MESSAGE);
    log.mockRestore();
  });

  it('should only log other failures and give no rate', async () => {
    const logger = quietLogger();
    await expect(
      createCurrencyExchange({ fetch: fakeFetch({}, 502), endpoint: 'x', logger }).rate(),
    ).resolves.toBeNull();
    const rejecting = vi.fn(async () => {
      throw new TypeError('network down');
    });
    await expect(
      createCurrencyExchange({ fetch: rejecting, endpoint: 'x', logger }).rate(),
    ).resolves.toBeNull();
    await expect(
      createCurrencyExchange({ fetch: fakeFetch({ data: 'soon' }), endpoint: 'x', logger }).rate(),
    ).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(3);
    expect(logger.log).not.toHaveBeenCalled();
  });
});

describe('given the exchange settings', () => {
  it('should make no lookup when currency_exchange.api_url is empty', () => {
    expect(currencyExchangeFromSettings(resolveSettings([]))).toBeNull();
  });

  it('should look up the configured URL and read the default key "data"', async () => {
    const fetch = fakeFetch({ data: 7 });
    const lookup = currencyExchangeFromSettings(
      resolveSettings([{ key: 'currency_exchange.api_url', value: 'https://rates.example/eur' }]),
      { fetch, baseUrl: 'https://site.example' },
    );
    await expect(lookup!.rate()).resolves.toBe(7);
    expect(lookup!.url).toBe(
      'https://site.example/api/currency-exchange?endpoint=https%3A%2F%2Frates.example%2Feur',
    );
  });

  it('should read the key named by currency_exchange.response_key', async () => {
    const lookup = currencyExchangeFromSettings(
      resolveSettings([
        { key: 'currency_exchange.api_url', value: 'https://rates.example/eur' },
        { key: 'currency_exchange.response_key', value: 'uah' },
      ]),
      { fetch: fakeFetch({ data: 1, uah: 44.1 }) },
    );
    await expect(lookup!.rate()).resolves.toBe(44.1);
  });
});
