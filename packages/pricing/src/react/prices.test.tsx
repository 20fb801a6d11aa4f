import { resolveSettings } from '@forecourt/api-client';
import { render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENCY_EXCHANGE_MISSING_KEY_MESSAGE } from '../exchange.js';
import {
  ExchangeRateLabel,
  FromPrice,
  LeasePrice,
  PriceSettingsProvider,
  useExchangeRate,
  usePriceFormatter,
} from './index.js';

const settingsWith = (values: Record<string, string> = {}) =>
  resolveSettings(Object.entries(values).map(([key, value]) => ({ key, value })));

function renderWith(
  ui: ReactNode,
  values: Record<string, string> = {},
  props: Partial<Parameters<typeof PriceSettingsProvider>[0]> = {},
) {
  return render(
    <PriceSettingsProvider settings={settingsWith(values)} {...props}>
      {ui}
    </PriceSettingsProvider>,
  );
}

describe('given a From price', () => {
  it("should show 'From' and the formatted price, the value in its own span", () => {
    const { container } = renderWith(<FromPrice price={25000} />);
    expect(container).toHaveTextContent('From 25 000€');
    expect(container.querySelector('.fc-price > span')).toHaveTextContent(/^25 000€$/);
  });

  it('should use the offer template when asked', () => {
    const { container } = renderWith(<FromPrice price={25000} template="offer" />, {
      offer_string: 'Offer from ^%',
    });
    expect(container).toHaveTextContent('Offer from 25 000€');
  });

  it.each([0, -100, null, undefined, ''])('should render nothing for %j', (price) => {
    const { container } = renderWith(<FromPrice price={price} />, { double_price_feature: 'true' });
    expect(container).toBeEmptyDOMElement();
  });

  it("should read the family's keys", () => {
    const values = { 'price.navigation_currency_symbol': ' NAV', 'prices.currency_symbol': ' BLK' };
    const { container } = renderWith(
      <>
        <FromPrice price={1000} family="navigation" />|
        <FromPrice price={1000} family="prices" />|
        <FromPrice price={1000} />
      </>,
      values,
    );
    expect(container).toHaveTextContent('From 1 000 NAV|From 1 000 BLK|From 1 000€');
  });

  it('should add the double price when the feature is on', () => {
    const { container } = renderWith(<FromPrice price={10000} />, {
      double_price_feature: 'true',
      double_price_rate: '1.95583',
      double_price_symbol: 'BGN',
    });
    expect(container).toHaveTextContent('From 10 000€ 19 559 BGN');
  });

  it('should show no double price when the feature is off', () => {
    const { container } = renderWith(<FromPrice price={10000} />, { double_price_rate: '2' });
    expect(container).toHaveTextContent(/^From 10 000€$/);
  });

  it('should render an admin template without running or injecting its HTML', () => {
    const { container } = renderWith(<FromPrice price={500} />, {
      full_string:
        'From <strong>^%</strong><script>window.hacked = true</script><img src=x onerror="window.hacked=true"><a href="javascript:x">!</a>',
    });
    expect(container.querySelector('strong')).toHaveTextContent('500€');
    expect(container.querySelector('script, img, a')).toBeNull();
    expect(container).toHaveTextContent(/^From 500€!$/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('should accept the settings as a plain object', () => {
    const { container } = render(
      <PriceSettingsProvider settings={{ currency_symbol: ' zł', currency_delimiter: '.' }}>
        <FromPrice price={129900} />
      </PriceSettingsProvider>,
    );
    expect(container).toHaveTextContent('From 129.900 zł');
  });

  it('should render on the server', () => {
    const html = renderToString(
      <PriceSettingsProvider settings={settingsWith()}>
        <FromPrice price={25000} />
      </PriceSettingsProvider>,
    );
    expect(html).toContain('From <span>25 000€</span>');
  });
});

describe('given a lease price', () => {
  it("should show 'or … / Month' with the formatted lease", () => {
    const { container } = renderWith(<LeasePrice lease={499} />);
    expect(container).toHaveTextContent('or 499€ / Month');
  });

  it('should show the short form without the connective', () => {
    const { container } = renderWith(<LeasePrice lease={1499} template="short" />);
    expect(container).toHaveTextContent(/^1 499€ \/ Month$/);
  });

  it('should read the navigation lease template', () => {
    const { container } = renderWith(<LeasePrice lease={350} family="navigation" />, {
      navigation_lease_full_string: 'lease <em>@</em> monthly',
    });
    expect(container.querySelector('em')).toHaveTextContent('350€');
  });

  it.each([0, -1, null])('should render nothing for %j', (lease) => {
    expect(renderWith(<LeasePrice lease={lease} />).container).toBeEmptyDOMElement();
  });
});

describe('given a hook used outside its provider', () => {
  it('should throw a message naming the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePriceFormatter())).toThrow(
      'usePriceSettings must be used inside <PriceSettingsProvider>',
    );
    expect(() => render(<FromPrice price={1} />)).toThrow('<PriceSettingsProvider>');
    vi.mocked(console.error).mockRestore();
  });
});

const LABEL = '1 EUR = [[exchange_rate]] UAH ([[exchange_date]])';

describe('given an exchange rate in the settings', () => {
  it('should show the rate with 2 decimals and the date in uk-UA format', () => {
    const { container } = renderWith(<ExchangeRateLabel template={LABEL} />, {
      'price.exchange_rate': '41.5',
      'price.exchange_date': '2024-03-01',
    });
    expect(container).toHaveTextContent('1 EUR = 41.50 UAH (01.03.2024)');
  });

  it("should use the provider's or the label's locale for the date", () => {
    const values = { 'price.exchange_rate': '41.5', 'price.exchange_date': '2024-03-01' };
    expect(
      renderWith(<ExchangeRateLabel template={LABEL} />, values, { locale: 'en-US' }).container,
    ).toHaveTextContent('(3/1/2024)');
    expect(
      renderWith(<ExchangeRateLabel template={LABEL} locale="de-DE" />, values).container,
    ).toHaveTextContent('(1.3.2024)');
  });

  it('should show nothing without a rate', () => {
    expect(renderWith(<ExchangeRateLabel template={LABEL} />).container).toBeEmptyDOMElement();
  });
});

describe('given an exchange API in the settings', () => {
  const values = {
    'currency_exchange.api_url': 'https://rates.example/eur-uah',
    'price.exchange_date': '2024-03-01',
  };

  it('should fetch the rate once for every label and show it when it arrives', async () => {
    const fetch = vi.fn(async () => Response.json({ data: 41.2345 }));
    renderWith(
      <>
        <p>
          <ExchangeRateLabel template={`first ${LABEL}`} />
        </p>
        <p>
          <ExchangeRateLabel template={`second ${LABEL}`} />
        </p>
      </>,
      values,
      { fetch, exchangeBaseUrl: 'https://site.example' },
    );
    expect(await screen.findByText('first 1 EUR = 41.23 UAH (01.03.2024)')).toBeInTheDocument();
    expect(screen.getByText('second 1 EUR = 41.23 UAH (01.03.2024)')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      'https://site.example/api/currency-exchange?endpoint=https%3A%2F%2Frates.example%2Feur-uah',
      expect.anything(),
    );
  });

  it('should not fetch again when the provider re-renders with equal settings', async () => {
    const fetch = vi.fn(async () => Response.json({ data: 2 }));
    const ui = (settings: ReadonlyMap<string, string>) => (
      <PriceSettingsProvider settings={settings} fetch={fetch}>
        <ExchangeRateLabel template="rate [[exchange_rate]]" />
      </PriceSettingsProvider>
    );
    const { rerender } = render(ui(settingsWith(values)));
    expect(await screen.findByText('rate 2.00')).toBeInTheDocument();
    rerender(ui(settingsWith(values)));
    rerender(ui(settingsWith({ ...values, currency_symbol: '$' })));
    expect(screen.getByText('rate 2.00')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should render no label on the server while the rate is unknown', () => {
    const html = renderToString(
      <PriceSettingsProvider settings={settingsWith(values)} fetch={vi.fn()}>
        <ExchangeRateLabel template={LABEL} />
      </PriceSettingsProvider>,
    );
    expect(html).toBe('');
  });

  it("should log the spec's message and show nothing when the key is missing", async () => {
    const logger = { log: vi.fn(), error: vi.fn() };
    const fetch = vi.fn(async () => Response.json({ rate: 41 }));
    const { result } = renderHook(() => useExchangeRate(), {
      wrapper: ({ children }) => (
        <PriceSettingsProvider settings={settingsWith(values)} fetch={fetch} logger={logger}>
          {children}
        </PriceSettingsProvider>
      ),
    });
    expect(result.current.status).toBe('loading');
    await vi.waitFor(() => expect(result.current.status).toBe('error'));
    expect(logger.log).toHaveBeenCalledWith(CURRENCY_EXCHANGE_MISSING_KEY_MESSAGE);
  });
});
