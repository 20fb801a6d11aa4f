// site-shell.md §2 route table: `/showroom/:custom-:id` — the stock-locator preview of one vehicle.
// `custom` is the listing (publication) key the vehicle is shown under, `id` the vehicle id:
// `/showroom/pl-used-12` is vehicle 12 of listing 'pl-used'.
import type { Locale } from '@forecourt/api-client';
import { InventoryApiError, type Vehicle, type VehicleSpecs } from '@forecourt/inventory';
import { FromPrice } from '@forecourt/pricing/react';
import { Image } from '@forecourt/ui';
import { localizePath, routeLocale, useLocale, useShellT } from '@forecourt/shell';
import { queryOptions } from '@tanstack/react-query';
import { createRoute, notFound } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorLayout, rootRoute, type SiteRouterContext } from './root.js';

/** `pl-used-12` → listing 'pl-used', vehicle 12; null when the slug has no numeric id. */
export function parseShowroomSlug(slug: string): { listing: string; vehicleId: number } | null {
  const match = /^(.+)-(\d+)$/.exec(slug);
  if (!match) return null;
  const vehicleId = Number(match[2]);
  return Number.isSafeInteger(vehicleId) && vehicleId > 0 ? { listing: match[1]!, vehicleId } : null;
}

const showroomQuery = (context: SiteRouterContext, listing: string, vehicleId: number) =>
  queryOptions({
    queryKey: ['showroom', listing.toLowerCase(), vehicleId],
    queryFn: async (): Promise<{ vehicle: Vehicle; specs: VehicleSpecs | null }> => {
      const [vehicle, specs] = await Promise.all([
        context.inventory.listingVehicle(listing, vehicleId),
        // Specs are extras: the preview still shows without them.
        context.inventory.vehicleSpecs(vehicleId).catch(() => null),
      ]);
      return { vehicle, specs };
    },
    staleTime: 60_000,
    retry: false,
  });

async function loadShowroom(context: SiteRouterContext, slug: string, locale: Locale) {
  const parsed = parseShowroomSlug(slug);
  if (!parsed) throw notFound();
  try {
    const data = await context.queryClient.ensureQueryData(
      showroomQuery(context, parsed.listing, parsed.vehicleId),
    );
    return { ...data, locale };
  } catch (error) {
    // An unknown listing or vehicle (or one outside the listing's scope) is not found.
    if (error instanceof InventoryApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

type ShowroomLoad = Awaited<ReturnType<typeof loadShowroom>>;

const routeOptions = {
  getParentRoute: () => rootRoute,
  loader: ({ context, params, location }: { context: SiteRouterContext; params: { slug: string }; location: { pathname: string } }) =>
    loadShowroom(context, params.slug, routeLocale(location.pathname)),
  head: ({ loaderData }: { loaderData?: ShowroomLoad }) => ({
    meta: [{ title: loaderData ? vehicleTitle(loaderData.vehicle) : 'Showroom' }],
  }),
  notFoundComponent: ShowroomNotFound,
};

/** `/showroom/:custom-:id`. */
export const showroomRoute = createRoute({
  ...routeOptions,
  path: 'showroom/$slug',
  component: function Showroom() {
    return <ShowroomPage data={showroomRoute.useLoaderData()} />;
  },
});

/** The same under the Polish prefix. */
export const polishShowroomRoute = createRoute({
  ...routeOptions,
  path: 'pl/showroom/$slug',
  component: function PolishShowroom() {
    return <ShowroomPage data={polishShowroomRoute.useLoaderData()} />;
  },
});

export const showroomRoutes = [showroomRoute, polishShowroomRoute] as const;

function ShowroomPage({ data }: { data: ShowroomLoad }) {
  return <ShowroomView vehicle={data.vehicle} specs={data.specs} locale={data.locale} />;
}

export function vehicleTitle(vehicle: Vehicle): string {
  return `${vehicle.nameplate_brand_name} ${vehicle.nameplate_name} ${vehicle.production_year}`;
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
