// The showroom's view (`/showroom/:custom-:id`), loaded only when a visitor opens one.
import type { Locale } from '@forecourt/api-client';
import type { Vehicle, VehicleSpecs } from '@forecourt/inventory';
import { FromPrice, PriceSettingsProvider } from '@forecourt/pricing/react';
import { Image } from '@forecourt/ui';
import { localizePath, useLocale, useShellT } from '@forecourt/shell';
import { useLoaderData } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorLayout } from './error-views.js';
import { vehicleTitle, type ShowroomLoad } from './showroom.js';

/** The route component of both showroom routes (English and Polish). */
export function ShowroomRouteView() {
  const data = useLoaderData({ strict: false }) as ShowroomLoad;
  const { settings } = useLoaderData({ from: '__root__' });
  return (
    <PriceSettingsProvider settings={settings}>
      <ShowroomView vehicle={data.vehicle} specs={data.specs} locale={data.locale} />
    </PriceSettingsProvider>
  );
}

const number = (value: number, locale: Locale) => new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB').format(value);

/** The key attributes of the preview, each with its unit (site-shell.md §3 "Vehicle attributes read"). */
export function keyAttributes(vehicle: Vehicle, locale: Locale, t: ReturnType<typeof useShellT>) {
  const rows: { label: string; value: string }[] = [
    { label: t('showroom.productionYear'), value: String(vehicle.production_year) },
    { label: t('showroom.mileage'), value: `${number(vehicle.mileage, locale)} ${vehicle.mileage_unit}` },
    { label: t('showroom.power'), value: `${number(vehicle.power, locale)} ${vehicle.power_unit}` },
  ];
  if (vehicle.engine_capacity != null) {
    rows.push({
      label: t('showroom.engineCapacity'),
      value: `${number(vehicle.engine_capacity, locale)} ${vehicle.engine_capacity_unit}`,
    });
  }
  rows.push(
    { label: t('showroom.fuelType'), value: vehicle.engine_type },
    { label: t('showroom.transmission'), value: vehicle.transmission },
    { label: t('showroom.colour'), value: vehicle.color_canonical },
  );
  return rows;
}

export function ShowroomView({
  vehicle,
  specs,
  locale,
}: {
  vehicle: Vehicle;
  specs: VehicleSpecs | null;
  locale: Locale;
}) {
  const t = useShellT();
  const price = vehicle.display_price ?? vehicle.msrp_price;
  const image = vehicle.images[0];
  return (
    <main id="main" className="fc-showroom" data-vehicle-id={vehicle.id}>
      <article aria-labelledby="showroom-title">
        <h1 id="showroom-title">{vehicleTitle(vehicle)}</h1>
        {price != null ? (
          <p className="fc-showroom__price">
            <FromPrice price={price} family="prices" />
          </p>
        ) : null}
        {image ? <Image imageId={image} alt={vehicleTitle(vehicle)} loading="eager" sizes="(min-width: 1024px) 50vw, 100vw" /> : null}
        <Section title={t('showroom.attributes')}>
          <dl className="fc-showroom__attributes">
            {keyAttributes(vehicle, locale, t).map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
            {(specs?.specs ?? []).map((spec) => (
              <div key={`spec-${spec.key}`}>
                <dt>{spec.key}</dt>
                <dd>{typeof spec.value === 'number' ? number(spec.value, locale) : spec.value}{spec.unit ? ` ${spec.unit}` : ''}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <p className="fc-showroom__dealer">
          {vehicle.dealer.name}, {vehicle.dealer.city}
        </p>
      </article>
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
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
