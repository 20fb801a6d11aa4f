import type { OfferCarModel } from '@forecourt/api-client';
import { isDisplayablePrice } from '@forecourt/pricing';
import { FromPrice, LeasePrice, PriceSettingsProvider } from '@forecourt/pricing/react';
import { useBlockSiteData } from './site-data.js';

/**
 * A car's 'From' price (`prices.offer_string`, else `offer_string`) and its monthly lease price
 * (`prices.lease_full_string`, else `lease_full_string`), with the site's price settings. Nothing
 * for a price of zero or less, or none.
 */
export function OfferPrice({ model, className }: { model: OfferCarModel; className: string }) {
  const { settings } = useBlockSiteData();
  if (!isDisplayablePrice(model.price) && !isDisplayablePrice(model.lease_price)) return null;
  // Prices of blocks are shown as stored: no exchange lookup.
  return (
    <PriceSettingsProvider settings={settings} exchange={null}>
      <p className={className}>
        <FromPrice price={model.price} family="prices" template="offer" />{' '}
        <LeasePrice lease={model.lease_price} family="prices" />
      </p>
    </PriceSettingsProvider>
  );
}
