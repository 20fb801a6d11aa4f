// The showroom's view (`/showroom/:custom-:id`), loaded only when a visitor opens one.
import type { Locale } from '@forecourt/api-client';
import { vehicleEnquiryFields, type VehicleEnquirySettings } from '@forecourt/blocks';
import { Carousel } from '@forecourt/blocks/carousel';
import type { Retailer, Vehicle, VehicleSpecs } from '@forecourt/inventory';
import { LeasePrice, PriceSettingsProvider, usePriceFormatter } from '@forecourt/pricing/react';
import { CtaLink, Image } from '@forecourt/ui';
import { localizePath, useLocale, useShellT } from '@forecourt/shell';
import { useLoaderData } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { ErrorLayout } from './error-views.js';
import { vehicleFacts, vehicleHeading } from './showroom-facts.js';
import { rememberEnquiry, type ShowroomEnquiry } from './showroom-load.js';
import { showroomT, type ShowroomT } from './showroom-texts.js';
import type { ShowroomLoad } from './showroom.js';
import './showroom.css';

/** The list page of each listing a vehicle page can belong to; others go back to the used cars. */
const LISTING_PAGES: Readonly<Record<string, string>> = { 'pl-used': '/used-cars' };
const DEFAULT_LIST_PAGE = '/used-cars';
const RETAILER_LOCATOR = '/retailer-locator';

/** The route component of both showroom routes (English and Polish). */
export function ShowroomRouteView() {
  const data = useLoaderData({ strict: false }) as ShowroomLoad;
  const { settings } = useLoaderData({ from: '__root__' });
  // The next vehicle the visitor opens reuses this page's enquiry form instead of fetching it.
  useEffect(() => rememberEnquiry(data.enquiry), [data.enquiry]);
  return (
    <PriceSettingsProvider settings={settings}>
      <ShowroomView
        vehicle={data.vehicle}
        specs={data.specs}
        locale={data.locale}
        listing={data.listing}
        enquiry={data.enquiry}
        settings={settings}
      />
    </PriceSettingsProvider>
  );
}

/** A JSON object of strings from a setting; anything else reads as no mapping. */
function jsonMapping(value: string | undefined): Record<string, string> | undefined {
  if (!value?.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(Object.entries(parsed).map(([key, mapped]) => [key, String(mapped)]));
  } catch {
    return undefined;
  }
}

/** The enquiry's field mapping from the site's `inventory.*` settings. */
export function enquirySettings(settings: Readonly<Record<string, string>>): VehicleEnquirySettings {
  return {
    form_field_id: settings['inventory.form_field_id'],
    form_field_id_text: settings['inventory.form_field_id_text'],
    form_field_retailer_uuid: settings['inventory.form_field_retailer_uuid'],
    form_field_retailer_mapping: jsonMapping(settings['inventory.form_field_retailer_mapping']),
    form_field_nameplate_uuid: settings['inventory.form_field_nameplate_uuid'],
    form_field_nameplate_mapping: jsonMapping(settings['inventory.form_field_nameplate_mapping']),
  };
}

export interface ShowroomViewProps {
  vehicle: Vehicle;
  specs: VehicleSpecs | null;
  locale: Locale;
  /** The listing key of the address (`pl-used`), which decides where "back" leads. */
  listing?: string | undefined;
  /** The configured enquiry form; no call to action without one. */
  enquiry?: ShowroomEnquiry | null | undefined;
  settings?: Readonly<Record<string, string>> | undefined;
}

export function ShowroomView({ vehicle, specs, locale, listing = '', enquiry = null, settings = {} }: ShowroomViewProps) {
  const t = showroomT(locale);
  const title = vehicleHeading(vehicle);
  const listPage = LISTING_PAGES[listing];
  const hiddenFields = useMemo(
    () => (enquiry ? vehicleEnquiryFields(vehicle, enquirySettings(settings), enquiry.locations) : {}),
    [vehicle, enquiry, settings],
  );
  return (
    <main id="main" className="fc-showroom" data-vehicle-id={vehicle.id}>
      <nav className="fc-showroom__back" aria-label={t('backToStock')}>
        <a className="fc-text-link" href={localizePath(listPage ?? DEFAULT_LIST_PAGE, locale)}>
          <span aria-hidden="true">← </span>
          {listPage ? t('backToList') : t('backToStock')}
        </a>
      </nav>
      <article className="fc-showroom__layout" aria-labelledby="showroom-title">
        <header className="fc-showroom__head">
          <p className="fc-showroom__brand">{vehicle.nameplate_brand_name}</p>
          <h1 id="showroom-title">{title}</h1>
        </header>
        <Gallery vehicle={vehicle} title={title} locale={locale} t={t} />
        <aside className="fc-showroom__summary" aria-label={t('price')}>
          <VehiclePrice vehicle={vehicle} t={t} />
          {enquiry ? (
            <CtaLink
              type="form"
              formId={String(enquiry.formId)}
              labelText={t('enquire')}
              hiddenFields={hiddenFields}
              form_layout="double"
              className="fc-showroom__enquire"
            />
          ) : null}
          <RetailerCard retailer={vehicle.dealer} locale={locale} t={t} />
        </aside>
        <section className="fc-showroom__specs" aria-labelledby="showroom-specs">
          <h2 id="showroom-specs">{t('specs')}</h2>
          <dl className="fc-showroom__facts">
            {vehicleFacts(vehicle, specs, locale).map((fact) => (
              <div key={fact.key} data-key={fact.key}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </article>
    </main>
  );
}

/** All the car's photos in the shared carousel; without JavaScript a strip that scrolls. */
function Gallery({ vehicle, title, locale, t }: { vehicle: Vehicle; title: string; locale: Locale; t: ShowroomT }) {
  const images = vehicle.images;
  if (images.length === 0) {
    return (
      <div className="fc-showroom__gallery fc-showroom__gallery--empty">
        <p>{t('noPhotos')}</p>
      </div>
    );
  }
  const slides = images.map((image, index) => (
    <Image
      key={image}
      imageId={image}
      alt={`${title} – ${t('photo', { n: index + 1, total: images.length })}`}
      loading={index === 0 ? 'eager' : 'lazy'}
      sizes="(min-width: 1024px) 60vw, 100vw"
      className="fc-showroom__photo"
    />
  ));
  return (
    <div className="fc-showroom__gallery">
      <Carousel
        locale={locale}
        slides={slides}
        loop={false}
        texts={{ label: t('photos', { title }), previous: t('previousPhoto'), next: t('nextPhoto') }}
      />
    </div>
  );
}

/** The display price (the list price struck through when it was higher), the monthly instalment, or "price on request". */
function VehiclePrice({ vehicle, t }: { vehicle: Vehicle; t: ShowroomT }) {
  const prices = usePriceFormatter('prices');
  const price = vehicle.display_price ?? vehicle.msrp_price;
  const shown = price != null && price > 0 ? prices.format(price) : '';
  const previous =
    vehicle.msrp_price != null && vehicle.display_price != null && vehicle.msrp_price > vehicle.display_price
      ? prices.format(vehicle.msrp_price)
      : '';
  const monthly = vehicle.monthly_price ?? null;
  return (
    <div className="fc-showroom__price" data-family="prices">
      <p className="fc-showroom__price-label">{t('price')}</p>
      {shown ? (
        <p className="fc-showroom__price-value">
          <strong>{shown}</strong>
          {previous ? (
            <>
              {' '}
              <s className="fc-showroom__price-previous">
                <span className="fc-visually-hidden">{t('previousPrice')}: </span>
                {previous}
              </s>
            </>
          ) : null}
        </p>
      ) : (
        <p className="fc-showroom__price-value fc-showroom__price-value--request">{t('priceOnRequest')}</p>
      )}
      {monthly != null && monthly > 0 ? (
        <p className="fc-showroom__monthly">
          <span className="fc-showroom__price-label">{t('monthly')} </span>
          <LeasePrice lease={monthly} family="prices" template="short" />
        </p>
      ) : null}
    </div>
  );
}

/** Who sells the car and how to reach them; what the data leaves out is left out. */
function RetailerCard({ retailer, locale, t }: { retailer: Retailer; locale: Locale; t: ShowroomT }) {
  const street = [retailer.address, [retailer.postcode, retailer.city].filter(Boolean).join(' ')].filter(Boolean);
  const hours = (retailer.opening_hours ?? []).filter((day) => day.day >= 1 && day.day <= 7);
  return (
    <section className="fc-showroom__retailer" aria-labelledby="showroom-retailer">
      <h2 id="showroom-retailer">{t('retailer')}</h2>
      <p className="fc-showroom__retailer-name">{retailer.name}</p>
      {street.length > 0 ? <address className="fc-showroom__address">{street.join(', ')}</address> : null}
      <ul className="fc-showroom__contact">
        {retailer.phone ? (
          <li>
            <span className="fc-showroom__contact-label">{t('phone')}: </span>
            <a href={`tel:${retailer.phone.replace(/[^\d+]/g, '')}`}>{retailer.phone}</a>
          </li>
        ) : null}
        {retailer.email ? (
          <li>
            <span className="fc-showroom__contact-label">{t('email')}: </span>
            <a href={`mailto:${retailer.email}`}>{retailer.email}</a>
          </li>
        ) : null}
        {retailer.website ? (
          <li>
            <a href={retailer.website} rel="noopener">
              {t('website')}
            </a>
          </li>
        ) : null}
        <li>
          <a href={localizePath(RETAILER_LOCATOR, locale)}>{t('findRetailer')}</a>
        </li>
      </ul>
      {hours.length > 0 ? (
        <details className="fc-showroom__hours">
          <summary>{t('openingHours')}</summary>
          <dl>
            {hours.map((day) => (
              <div key={day.day}>
                <dt>{t(`day.${day.day}` as Parameters<ShowroomT>[0])}</dt>
                <dd>{day.opens && day.closes ? `${day.opens}–${day.closes}` : t('closed')}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}

/** 404 screen of an unknown vehicle (answered with status 404 by the server). */
export function ShowroomNotFound() {
  const t = useShellT();
  const locale = useLocale();
  return (
    <ErrorLayout>
      <section className="fc-showroom-missing" aria-labelledby="showroom-missing">
        <h1 id="showroom-missing">{t('showroom.notFound')}</h1>
        <p>{t('showroom.notFoundText')}</p>
        <a className="fc-link" href={localizePath('/', locale)}>
          {t('showroom.backToHome')}
        </a>
      </section>
    </ErrorLayout>
  );
}
