import { resolveSettings } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { PriceFamily } from '../family.js';
import { PriceSettingsProvider } from './price-settings.js';
import { ExchangeRateLabel, FromPrice, LeasePrice } from './prices.js';

/** Settings as the site holds them: these values merged over the code defaults. */
const settingsWith = (values: Record<string, string>) =>
  resolveSettings(Object.entries(values).map(([key, value]) => ({ key, value })));

interface DemoProps {
  /** Server values of the price settings (merged over the code defaults). */
  values: Record<string, string>;
  family: PriceFamily;
  price: number;
  lease: number;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th
        scope="row"
        style={{ textAlign: 'left', paddingRight: 16, fontWeight: 400, color: '#666' }}
      >
        {label}
      </th>
      <td>{children}</td>
    </tr>
  );
}

/** Every price component of a family side by side. */
function PriceDemo({ values, family, price, lease }: DemoProps) {
  return (
    <PriceSettingsProvider settings={settingsWith(values)}>
      <table style={{ fontFamily: 'sans-serif' }}>
        <tbody>
          <Row label="FromPrice">
            <FromPrice price={price} lease={lease} family={family} />
          </Row>
          <Row label="FromPrice (offer)">
            <FromPrice price={price} family={family} template="offer" />
          </Row>
          <Row label="LeasePrice">
            <LeasePrice lease={lease} family={family} />
          </Row>
          <Row label="LeasePrice (short)">
            <LeasePrice lease={lease} family={family} template="short" />
          </Row>
        </tbody>
      </table>
    </PriceSettingsProvider>
  );
}

const meta = {
  title: 'Pricing/Prices',
  component: PriceDemo,
  args: { values: {}, family: 'base', price: 45900, lease: 499 },
  argTypes: {
    family: {
      control: 'inline-radio',
      options: ['base', 'navigation', 'finance_calculator', 'prices'],
    },
  },
} satisfies Meta<typeof PriceDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code defaults: '^%', a space delimiter, the euro sign. */
export const Defaults: Story = {};

/** The navigation cars panel reads price.navigation_*, then navigation_*, then the base keys. */
export const NavigationFamily: Story = {
  args: {
    family: 'navigation',
    values: {
      'price.navigation_currency_symbol': ' €',
      navigation_currency_delimiter: '.',
      navigation_full_string: 'ab <strong>^%</strong>',
      navigation_lease_full_string: 'oder <span>@ / Monat</span>',
      currency_symbol: 'not used',
    },
  },
};

/** The finance calculator reads price.finance_calculator_*, then the base keys. */
export const FinanceCalculatorFamily: Story = {
  args: {
    family: 'finance_calculator',
    values: {
      'price.finance_calculator_price_format': '% ^',
      'price.finance_calculator_currency_symbol': 'S$',
      currency_delimiter: ',',
    },
  },
};

/** Prices inside other blocks read prices.*, then the base keys. */
export const PricesFamily: Story = {
  args: {
    family: 'prices',
    values: {
      'prices.currency_symbol': ' AED',
      'prices.offer_string': 'Offer from <span>^%</span>',
      'prices.currency_delimiter': ',',
    },
  },
};

/** double_price_feature on: the ceiling of price × rate with its symbol follows the price. */
export const DoublePriceOn: Story = {
  args: {
    values: {
      double_price_feature: 'true',
      double_price_rate: '1.95583',
      double_price_symbol: 'BGN',
    },
  },
};

/** double_price_feature off (the default): the rate and symbol are ignored. */
export const DoublePriceOff: Story = {
  args: {
    values: {
      double_price_feature: 'false',
      double_price_rate: '1.95583',
      double_price_symbol: 'BGN',
    },
  },
};

/** Prices of zero or less render nothing at all: every cell is empty. */
export const ZeroPrice: Story = { args: { price: 0, lease: -1 } };

/** An admin template with markup the site does not allow: only span/strong/em/br are kept. */
export const UnsafeTemplate: Story = {
  args: {
    values: {
      full_string: 'From <strong>^%</strong><script>alert(1)</script><img src=x onerror=alert(1)>',
    },
  },
};

const LABEL = '1 EUR = [[exchange_rate]] UAH, [[exchange_date]]';

/** The exchange label from the price.exchange_rate / price.exchange_date settings (uk-UA date). */
export const ExchangeLabel: StoryObj<typeof ExchangeRateLabel> = {
  render: () => (
    <PriceSettingsProvider
      settings={settingsWith({
        'price.exchange_rate': '41.2345',
        'price.exchange_date': '2024-03-01',
      })}
    >
      <ExchangeRateLabel template={LABEL} />
    </PriceSettingsProvider>
  ),
};

/** The same label in another locale's date format. */
export const ExchangeLabelOtherLocale: StoryObj<typeof ExchangeRateLabel> = {
  render: () => (
    <PriceSettingsProvider
      settings={settingsWith({
        'price.exchange_rate': '41.2345',
        'price.exchange_date': '2024-03-01',
      })}
      locale="en-US"
    >
      <ExchangeRateLabel template={LABEL} />
    </PriceSettingsProvider>
  ),
};

const apiSettings = settingsWith({
  'currency_exchange.api_url': 'https://rates.example/eur-uah',
  'price.exchange_date': '2024-03-01',
});

// Stand-ins for the site's exchange proxy, defined once: the provider makes one lookup per fetch.
const slowRateFetch: typeof fetch = () =>
  new Promise((resolve) => setTimeout(() => resolve(Response.json({ data: 43.871 })), 1000));
const missingKeyFetch: typeof fetch = async () => Response.json({ rate: 43.871 });

/** The rate from the exchange API (a stand-in answering { data: 43.871 } after 1 s). */
export const ExchangeLabelFromApi: StoryObj<typeof ExchangeRateLabel> = {
  render: () => (
    <PriceSettingsProvider settings={apiSettings} fetch={slowRateFetch}>
      <ExchangeRateLabel template={LABEL} />
    </PriceSettingsProvider>
  ),
};

/** The API answers without the response key: the label stays empty and the console logs the error. */
export const ExchangeLabelMissingKey: StoryObj<typeof ExchangeRateLabel> = {
  render: () => (
    <PriceSettingsProvider settings={apiSettings} fetch={missingKeyFetch}>
      <ExchangeRateLabel template={LABEL} />
    </PriceSettingsProvider>
  ),
};
