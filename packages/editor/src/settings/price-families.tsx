import { PRICE_SETTING_KEYS } from '@forecourt/api-client';
import { createPriceFormatter, familyKeys, parsePriceTemplate, priceTemplateText, type PriceFamily, type PriceKey } from '@forecourt/pricing';

/** The amounts every example formats: a car price and a monthly instalment. */
export const EXAMPLE_PRICE = 125000;
export const EXAMPLE_LEASE = 1999;

const BASE_KEYS = new Set<string>(PRICE_SETTING_KEYS);

/** Which family a price setting belongs to and which base key it overrides. */
export function priceKeyFamily(key: string): { family: PriceFamily; base: string } {
  const prefixes: [string, PriceFamily][] = [
    ['price.navigation_', 'navigation'],
    ['navigation_', 'navigation'],
    ['price.finance_calculator_', 'finance_calculator'],
    ['prices.', 'prices'],
  ];
  for (const [prefix, family] of prefixes) {
    if (key.startsWith(prefix)) return { family, base: key.slice(prefix.length) };
  }
  return { family: 'base', base: key };
}

const plain = (html: string) => priceTemplateText(parsePriceTemplate(html));

/**
 * How the site would write the example price with `draft` as the value of `settingKey` and the
 * other settings as they are now; '' for keys with nothing to show.
 */
export function priceExample(settingKey: string, draft: string, settings: ReadonlyMap<string, string>): string {
  const next = new Map(settings).set(settingKey, draft);
  if (settingKey.startsWith('double_price_')) {
    const doubled = createPriceFormatter(next).doublePrice(EXAMPLE_PRICE);
    return doubled === '' ? 'no second price (the feature is off)' : doubled;
  }
  const { family, base } = priceKeyFamily(settingKey);
  if (!BASE_KEYS.has(base)) return '';
  const formatter = createPriceFormatter(next, family);
  switch (base as PriceKey) {
    case 'full_string':
      return plain(formatter.fullString(EXAMPLE_PRICE, EXAMPLE_LEASE));
    case 'offer_string':
      return plain(formatter.offerString(EXAMPLE_PRICE, EXAMPLE_LEASE));
    case 'lease_full_string':
      return plain(formatter.leaseFullString(EXAMPLE_LEASE));
    case 'lease_short_string':
      return plain(formatter.leaseShortString(EXAMPLE_LEASE));
    default:
      return formatter.format(EXAMPLE_PRICE);
  }
}

/** The live example under a price setting: follows the typed value before it is saved. */
export function PriceExample({ settingKey, draft, settings }: { settingKey: string; draft: string; settings: ReadonlyMap<string, string> }) {
  const example = priceExample(settingKey, draft, settings);
  if (!example) return null;
  return (
    <p className="fe-setting__example">
      Example: <strong>{example}</strong>
    </p>
  );
}

const FAMILY_ROWS: { family: PriceFamily; label: string; where: string }[] = [
  { family: 'navigation', label: 'Navigation', where: 'car prices in the navigation’s cars panel' },
  { family: 'finance_calculator', label: 'Finance calculator', where: 'the finance calculator block' },
  { family: 'prices', label: 'Block prices', where: 'prices inside other blocks (offers, inventory, …)' },
  { family: 'base', label: 'Base', where: 'everything else, and the last step of every family' },
];

/** The one place that explains how price families override the base price keys. */
export function PriceFamiliesExplained({ settings }: { settings: ReadonlyMap<string, string> }) {
  return (
    <div className="fe-price-families">
      <h3 className="fe-price-families__title">How price families override each other</h3>
      <p className="fe-help">
        Each price on the site belongs to a family. For every price key (symbol, delimiter, format, price strings) the site reads the family’s keys
        from left to right and takes the first one that is set; an <strong>empty family key counts as not set</strong> and passes on to the next. The
        last step is always the base key (Prices area), which is used as it is, even when empty, so an empty delimiter can be chosen on purpose. In the
        navigation, the dotted <code>price.navigation_*</code> keys win over the older flat <code>navigation_*</code> keys.
      </p>
      {/* Scrolls sideways on a phone: reachable and named for keyboard users. */}
        <div className="fe-table-wrap" tabIndex={0} role="region" aria-label="Price families table">
        <table className="fe-table">
          <caption>Keys read for the currency symbol, first set wins, with the example price as each family writes it now</caption>
          <thead>
            <tr>
              <th scope="col">Family</th>
              <th scope="col">Used for</th>
              <th scope="col">Keys read, in order</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            {FAMILY_ROWS.map(({ family, label, where }) => (
              <tr key={family}>
                <th scope="row">{label}</th>
                <td>{where}</td>
                <td>
                  {familyKeys('currency_symbol', family).map((key, index) => (
                    <span key={key}>
                      {index > 0 ? ' → ' : null}
                      <code>{key}</code>
                    </span>
                  ))}
                </td>
                <td>{createPriceFormatter(settings, family).format(EXAMPLE_PRICE)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
