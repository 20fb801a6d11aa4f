import type { NavEntry, Offer, OfferCarModel } from '@forecourt/api-client';

/** A vehicle group of the sidebar and its models. */
export interface CarGroup {
  /** null for models placed directly under the cars entry (no group heading). */
  group: NavEntry | null;
  models: NavEntry[];
}

const CONTENT_TYPES = new Set(['link', 'subLink', 'button']);
const isModel = (entry: NavEntry) => typeof entry.metadata.carKey === 'string';

/**
 * The sidebar: the cars entry's children are vehicle groups and their children the models.
 * A child that is itself a model (has a carKey) is kept, in an unnamed group, so a flat tree
 * an editor built still shows.
 */
export function carGroups(entry: NavEntry): CarGroup[] {
  const groups: CarGroup[] = [];
  for (const child of entry.children) {
    if (isModel(child)) {
      const last = groups.at(-1);
      if (last && last.group === null) last.models.push(child);
      else groups.push({ group: null, models: [child] });
    } else if (child.children.length > 0) {
      groups.push({
        group: child,
        models: child.children.filter((m) => !CONTENT_TYPES.has(m.metadata.type ?? '')),
      });
    }
  }
  return groups.filter((g) => g.models.length > 0);
}

/** A model's variants (its children other than links and buttons); each is one tab. */
export const carVariants = (model: NavEntry): NavEntry[] =>
  model.children.filter((child) => !CONTENT_TYPES.has(child.metadata.type ?? ''));

/** site-shell.md §5: tabs show only with more than one child. */
export const showsTabs = (model: NavEntry): boolean => carVariants(model).length > 1;

const links = (entry: NavEntry | undefined) =>
  (entry?.children ?? []).filter(
    (c) => c.url && (c.metadata.type === 'link' || c.metadata.type === 'subLink'),
  );
const buttons = (entry: NavEntry | undefined) =>
  (entry?.children ?? []).filter((c) => c.metadata.type === 'button');

/** What the information area shows for a model and its selected variant (tab). */
export function vehicleInformation(model: NavEntry, variant: NavEntry | undefined) {
  return {
    description: variant?.description ?? model.description,
    imageId: variant?.image_id ?? model.image_id,
    links: [...links(model), ...links(variant)],
    buttons: [...buttons(model), ...buttons(variant)],
  };
}

/** The car additional data of a model, by `metadata.carKey`. */
export const carModelOf = (
  model: NavEntry,
  carModels: readonly OfferCarModel[],
): OfferCarModel | undefined => carModels.find((m) => m.key === model.metadata.carKey);

/** site-shell.md §5: the lease price shows only with hasLeasePrice and a lease price. */
export function leasePriceOf(model: NavEntry, carModels: readonly OfferCarModel[]): number | null {
  if (model.metadata.hasLeasePrice !== true) return null;
  const lease = carModelOf(model, carModels)?.lease_price;
  return typeof lease === 'number' && lease > 0 ? lease : null;
}

/**
 * site-shell.md §5: the offer button appears only when the item has both an offer button label
 * and an offer car model key, and a matching offer exists.
 */
export function offerFor(model: NavEntry, offers: readonly Offer[]): Offer | null {
  const { offerButtonLabel, offerCarModelKey } = model.metadata;
  if (!offerButtonLabel || !offerCarModelKey) return null;
  return offers.find((offer) => offer.car_model_key === offerCarModelKey) ?? null;
}

/**
 * Link to an offer on the offers page, as the breadcrumbs' offers dropdown builds it: the
 * `suboffer` query names `rdx-<anchor>`, the hash the first sub-offer's `rdx-` anchor.
 */
export function offerHref(offer: Offer, offersPath = '/offers'): string {
  const query = `?${new URLSearchParams({ suboffer: `rdx-${offer.anchor}` })}`;
  const first = offer.suboffers[0];
  return `${offersPath}${query}${first ? `#rdx-${first.anchor}` : ''}`;
}
