import { localize, type Locale } from '@forecourt/api-client';
import {
  ENGINE_TYPES,
  hasActiveFilters,
  RANGE_FIELDS,
  SORT_ATTRIBUTES,
  type Dealer,
  type InventoryClient,
  type InventoryFilters,
  type ListingResponse,
  type RangeField,
  type SortAttribute,
  type SortOrder,
  type Vehicle,
} from '@forecourt/inventory';
import { groupDigits } from '@forecourt/pricing';
import { PriceSettingsProvider, usePriceFormatter } from '@forecourt/pricing/react';
import { buttonClassName, CtaLink, cx, Image, type Translate } from '@forecourt/ui';

const PRIMARY = buttonClassName({ size: 'small' });
const SECONDARY = buttonClassName({ size: 'small', theme: 'white-theme' });
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { BlockData } from '../../contract/index.js';
import { sanitizeRichText } from '../../sanitize.js';
import { blockT } from '../../translate.js';
import type { BlockMode } from '../../view-props.js';
import { useBlockSiteData } from '../site-data.js';
import { vehicleEnquiryFields, type VehicleEnquirySettings } from '../vehicle-enquiry.js';
import type { carsInventoryTemplate } from '../../cars-inventory/cars-inventory.schema.js';
import { LABELS, type LabelKey } from './fields.js';
import { listingSearch, pageSlots, readListingState, sortParam, type ListingScope, type ListingState } from './listing-state.js';
import { useCatalogue, useListing, type ListingStatus } from './use-listing.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import '../inventory.css';

/** Stories and tests give the block a client of their own (fixtures); the site uses its origin's. */
export const InventoryClientContext = createContext<InventoryClient | undefined>(undefined);

export type InventoryFields = BlockData<typeof carsInventoryTemplate>['fields'];

export interface InventoryViewProps {
  fields: InventoryFields;
  locale: Locale;
  mode: BlockMode;
  blockId: string | undefined;
  /** 'server': the first page comes with the page (site data); 'client': fetched after hydration. */
  variant: 'client' | 'server';
}

/** Values the equals filters offer (the listing answer has no list of them). */
const STATES = ['new', 'used'];
const STATUSES = ['available', 'reserved', 'in_transit'];
const TRANSMISSIONS = ['automatic', 'manual'];
const COLOURS = ['black', 'white', 'grey', 'silver', 'blue', 'green', 'red', 'brown', 'beige', 'orange', 'yellow'];

const RANGE_LABEL: Record<RangeField, string> = {
  display_price: 'price',
  msrp_price: 'msrpPrice',
  mileage: 'mileage',
  production_year: 'productionYear',
  power: 'power',
};

/** The sort select's choices: each sortable attribute, in the order a buyer reads them. */
const SORTS: [SortAttribute, SortOrder][] = [
  ['display_price', 'asc'],
  ['display_price', 'desc'],
  ['mileage', 'asc'],
  ['mileage', 'desc'],
  ['production_year', 'desc'],
  ['production_year', 'asc'],
  ['power', 'desc'],
  ['power', 'asc'],
];

const parseMapping = (json: string | undefined): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(json || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]))
      : {};
  } catch {
    return {};
  }
};

/**
 * The cars inventory (block-catalogue.md "Cars inventory"): filters, sorting, result count,
 * vehicle cards and pages, with the state in the page URL. Both variants render this view; they
 * differ in where the first page comes from.
 */
export function InventoryView({ fields, locale, mode, blockId, variant }: InventoryViewProps) {
  const site = useBlockSiteData();
  const client = useContext(InventoryClientContext);
  const t = blockT({ en, pl }, locale);
  const label = (key: LabelKey) => localize(fields[key], locale) || t(key.replace(/^label_/, ''));
  const headingId = useId();
  const resultsId = `inventory-results-${blockId ?? 'block'}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const listKey = fields.ci_key_list?.trim() ?? '';
  const scope = useMemo<ListingScope>(() => ({ brand: fields.ci_api_brand }), [fields.ci_api_brand]);

  // The URL is the state: the site's router owns it (back/forward just work); without a router
  // (stories, the editor's preview) the block keeps it to itself.
  const [ownSearch, setOwnSearch] = useState(site.pageUrl?.search ?? '');
  const routed = site.navigate !== undefined && site.pageUrl !== undefined;
  const search = routed ? site.pageUrl!.search : ownSearch;
  const path = site.pageUrl?.path ?? '';
  const state = useMemo(() => readListingState(search, scope), [search, scope]);
  const initial = variant === 'server' && blockId ? site.inventory[blockId] : undefined;
  const { status, retry } = useListing(listKey, state, initial, client);
  const wantsCatalogue = Boolean(fields.nameplate_brand_name || fields.nameplate_name);
  const catalogue = useCatalogue(initial, wantsCatalogue, client);

  // After the visitor filters or pages, focus moves to the results heading once they are there.
  const focusResults = useRef(false);
  useEffect(() => {
    if (status.kind !== 'loading' && focusResults.current) {
      focusResults.current = false;
      heading.current?.focus();
    }
  }, [status]);

  const go = useCallback(
    (next: ListingState, options: { focus?: boolean } = {}) => {
      const query = listingSearch(next, search, scope);
      focusResults.current = options.focus ?? true;
      if (site.navigate && site.pageUrl) site.navigate(`${path}${query}`);
      else setOwnSearch(query);
    },
    [search, scope, site, path],
  );

  if (!listKey) {
    return mode === 'preview' ? (
      <div className="fc-block-placeholder" role="alert">
        <p className="fc-block-placeholder__title">{t('missingList')}</p>
      </div>
    ) : null;
  }

  const listing = status.kind === 'ready' ? status.listing : status.kind === 'loading' ? status.previous : null;
  const enquiry: VehicleEnquirySettings | null =
    fields.is_form_enabled && fields.form_id
      ? {
          form_field_id: fields.form_field_id,
          form_field_id_text: fields.form_field_id_text,
          form_field_retailer_uuid: fields.form_field_retailer_uuid,
          form_field_retailer_mapping: parseMapping(fields.form_field_retailer_mapping),
          form_field_nameplate_uuid: fields.form_field_nameplate_uuid,
          form_field_nameplate_mapping: parseMapping(fields.form_field_nameplate_mapping),
        }
      : null;
  const disclaimer = fields.disclaimers ? sanitizeRichText(localize(fields.disclaimers_content, locale)) : '';
  const hrefOf = (next: ListingState) => `${path}${listingSearch(next, search, scope)}`;

  return (
    <PriceSettingsProvider settings={site.settings} exchange={null}>
      <section
        className="fc-inventory"
        dir={fields.direction === 'rtl' ? 'rtl' : undefined}
        aria-labelledby={headingId}
        data-inventory={listKey}
        data-variant={variant}
      >
        <div className="fc-inventory__inner">
          {/* On a phone the filters fill the first screens: a way past them to the cars. */}
          <a className="fc-inventory__skip" href={`#${resultsId}`}>
            {t('skipToResults')}
          </a>
          <Filters
            fields={fields}
            t={t}
            label={label}
            path={path}
            search={search}
            state={state}
            listing={listing}
            catalogue={catalogue}
            onChange={(filters, focus) => go({ ...state, filters, page: 1 }, { focus })}
            onSort={(sortAttribute, sortOrder) => go({ ...state, sortAttribute, sortOrder, page: 1 }, { focus: false })}
          />
          <div className="fc-inventory__results" id={resultsId}>
            <h2 id={headingId} ref={heading} tabIndex={-1} className="fc-inventory__heading">
              {t('heading')}
            </h2>
            <ResultCount status={status} t={t} locale={locale} />
            <Results
              status={status}
              t={t}
              label={label}
              fields={fields}
              locale={locale}
              listKey={listKey}
              enquiry={enquiry}
              clearHref={hrefOf({ ...state, filters: {}, page: 1 })}
              filtered={hasActiveFilters(listingSearchFilters(state.filters, scope))}
              onClear={() => go({ ...state, filters: {}, page: 1 })}
              onRetry={retry}
              retryHref={`${path}${search}`}
            />
            {listing && listing.meta.pagination.pages > 1 ? (
              <Pagination
                t={t}
                current={listing.meta.pagination.page}
                pages={listing.meta.pagination.pages}
                hrefOf={(page) => hrefOf({ ...state, page })}
                onPage={(page) => go({ ...state, page })}
              />
            ) : null}
            {disclaimer ? (
              <aside className="fc-inventory__disclaimer" aria-label={t('disclaimer')} dangerouslySetInnerHTML={{ __html: disclaimer }} />
            ) : null}
          </div>
        </div>
      </section>
    </PriceSettingsProvider>
  );
}

/** The filters the visitor chose (a brand the block is fixed to is not one). */
function listingSearchFilters(filters: InventoryFilters, scope: ListingScope): InventoryFilters {
  if (!scope.brand || scope.brand === 'all') return filters;
  const { nameplate_brand_name: _brand, ...rest } = filters;
  return rest;
}

// ---------------------------------------------------------------------------------------------
// Filters: a GET form to the page itself, so they work without JavaScript too
// ---------------------------------------------------------------------------------------------

interface FiltersProps {
  fields: InventoryFields;
  t: Translate;
  label: (key: LabelKey) => string;
  path: string;
  search: string;
  state: ListingState;
  listing: ListingResponse | null;
  catalogue: ReturnType<typeof useCatalogue>;
  /**
   * `focus`: move focus to the results (after the form is sent); false for a select or checkbox
   * that applies as it changes, so the visitor can go on to the next filter (WCAG 3.2.2).
   */
  onChange: (filters: InventoryFilters, focus: boolean) => void;
  onSort: (attribute: SortAttribute, order: SortOrder) => void;
}

function Filters({ fields, t, label, path, state, listing, catalogue, onChange, onSort }: FiltersProps) {
  const id = useId();
  const { filters } = state;
  const set = (change: InventoryFilters) => onChange({ ...filters, ...change }, false);
  const brandLocked = Boolean(fields.ci_api_brand && fields.ci_api_brand !== 'all');
  const brand = filters.nameplate_brand_name ?? '';
  const brandId = catalogue.brands.find((candidate) => candidate.name === brand)?.id;
  const models = brand ? catalogue.nameplates.filter((nameplate) => nameplate.brand_id === brandId) : catalogue.nameplates;
  const wanted = fields.dealers
    ?.split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isSafeInteger(value) && value > 0);
  const dealers = (listing?.meta.dealers ?? []).filter((dealer) => !wanted?.length || wanted.includes(dealer.id));
  const chosenDealers = (filters.location ?? []).map((dealer) => (typeof dealer === 'number' ? dealer : dealer.id));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the form's values become the URL without a document load.
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: InventoryFilters = { ...filters };
    for (const field of RANGE_FIELDS) {
      if (!fields[field]) continue;
      const from = String(form.get(`filter[${field}_gteq]`) ?? '').trim();
      const to = String(form.get(`filter[${field}_lteq]`) ?? '').trim();
      next[field] = { from: from === '' ? null : Number(from), to: to === '' ? null : Number(to) };
    }
    onChange(next, true);
  };

  const select = (
    key: 'nameplate_brand_name' | 'nameplate_name' | 'state' | 'status' | 'transmission' | 'color_canonical',
    text: string,
    values: readonly { value: string; label: string; group?: string }[],
    anyText: string,
  ) => {
    const value = filters[key] ?? '';
    // A value from a shared URL the list does not know is still offered (and shown as chosen).
    const options = value && !values.some((option) => option.value === value) ? [...values, { value, label: value }] : values;
    const groups = [...new Set(options.map((option) => option.group ?? ''))];
    const render = (list: typeof options) =>
      list.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ));
    return (
      <div className="fc-inventory__field">
        <label htmlFor={`${id}-${key}`}>{text}</label>
        <select
          id={`${id}-${key}`}
          name={`filter[${key}_eq]`}
          value={value}
          onChange={(event) =>
            set(
              key === 'nameplate_brand_name'
                ? { nameplate_brand_name: event.target.value || null, nameplate_name: null }
                : { [key]: event.target.value || null },
            )
          }
        >
          <option value="">{anyText}</option>
          {groups.length > 1
            ? groups.map((group) => (
                <optgroup key={group} label={group}>
                  {render(options.filter((option) => (option.group ?? '') === group))}
                </optgroup>
              ))
            : render(options)}
        </select>
      </div>
    );
  };

  const known = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}_${value}`) }));
  const brandName = (brandOf: number) => catalogue.brands.find((candidate) => candidate.id === brandOf)?.name ?? '';

  return (
    <form className="fc-inventory__filters" method="get" action={path || undefined} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fc-inventory__filters-title">
        {t('filters')}
      </h2>
      {fields.nameplate_brand_name && !brandLocked
        ? select('nameplate_brand_name', t('brand'), catalogue.brands.map((item) => ({ value: item.name, label: item.name })), t('anyBrand'))
        : null}
      {fields.nameplate_name
        ? select(
            'nameplate_name',
            t('model'),
            models.map((item) => ({ value: item.name, label: item.name, ...(brand ? {} : { group: brandName(item.brand_id) }) })),
            t('anyModel'),
          )
        : null}
      {fields.state ? select('state', t('state'), known(STATES, 'state'), t('any')) : null}
      {fields.status ? select('status', t('status'), known(STATUSES, 'status'), t('any')) : null}
      {fields.engine_type ? (
        <fieldset className="fc-inventory__field fc-inventory__choices">
          <legend>{label('label_engine_type')}</legend>
          {ENGINE_TYPES.map((type) => {
            const chosen = filters.engine_type ?? [];
            return (
              <label key={type} className="fc-inventory__choice">
                <input
                  type="checkbox"
                  name="filter[engine_type_in][]"
                  value={type}
                  checked={chosen.includes(type)}
                  onChange={(event) =>
                    set({ engine_type: event.target.checked ? [...chosen, type] : chosen.filter((item) => item !== type) })
                  }
                />
                {label(`label_${type}` as LabelKey)}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {fields.transmission ? select('transmission', t('transmission'), known(TRANSMISSIONS, 'transmission'), t('any')) : null}
      {fields.color_canonical ? select('color_canonical', t('color'), known(COLOURS, 'color'), t('any')) : null}
      {RANGE_FIELDS.filter((field) => fields[field]).map((field) => (
        <RangeInputs
          key={`${field}-${filters[field]?.from ?? ''}-${filters[field]?.to ?? ''}`}
          id={`${id}-${field}`}
          field={field}
          text={field === 'display_price' ? label('label_price') : field === 'mileage' ? label('label_mileage') : field === 'power' ? label('label_power') : t(RANGE_LABEL[field])}
          t={t}
          value={filters[field] ?? null}
          bounds={listing?.meta.ranges[field] ?? null}
        />
      ))}
      {fields.location && dealers.length > 0 ? (
        <fieldset className="fc-inventory__field fc-inventory__choices">
          <legend>{t('location')}</legend>
          {dealers.map((dealer: Dealer) => (
            <label key={dealer.id} className="fc-inventory__choice">
              <input
                type="checkbox"
                name="filter[owner_id_in][]"
                value={dealer.id}
                checked={chosenDealers.includes(dealer.id)}
                onChange={(event) =>
                  set({
                    location: event.target.checked
                      ? [...chosenDealers, dealer.id]
                      : chosenDealers.filter((chosen) => chosen !== dealer.id),
                  })
                }
              />
              {dealer.name}, {dealer.city}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="fc-inventory__field">
        <label htmlFor={`${id}-sort`}>{t('sort')}</label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={sortParam(state.sortAttribute, state.sortOrder)}
          onChange={(event) => {
            const value = event.target.value;
            const attribute = value.replace(/^-/, '') as SortAttribute;
            if ((SORT_ATTRIBUTES as readonly string[]).includes(attribute)) onSort(attribute, value.startsWith('-') ? 'desc' : 'asc');
          }}
        >
          {SORTS.map(([attribute, order]) => (
            <option key={`${attribute}-${order}`} value={sortParam(attribute, order)}>
              {t(`sort_${attribute}_${order}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="fc-inventory__actions">
        <button type="submit" className={PRIMARY}>
          {t('apply')}
        </button>
        {hasActiveFilters(brandLocked ? { ...filters, nameplate_brand_name: null } : filters) ? (
          <a className="fc-inventory__clear" href={path || '?'} onClick={(event) => { event.preventDefault(); onChange({}, true); }}>
            {t('clear')}
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** A range filter's from/to inputs, bounded by the listing's range of that attribute. */
function RangeInputs({
  id,
  field,
  text,
  t,
  value,
  bounds,
}: {
  id: string;
  field: RangeField;
  text: string;
  t: Translate;
  value: { from?: number | null; to?: number | null } | null;
  bounds: { min: number | null; max: number | null } | null;
}) {
  const input = (side: 'from' | 'to') => {
    const bound = side === 'from' ? bounds?.min : bounds?.max;
    return (
      <div className="fc-inventory__range-side">
        <label htmlFor={`${id}-${side}`}>{t(side)}</label>
        <input
          id={`${id}-${side}`}
          type="number"
          inputMode="numeric"
          name={`filter[${field}_${side === 'from' ? 'gteq' : 'lteq'}]`}
          // Seen under its legend as "From"; heard as "Price from".
          aria-label={t(side === 'from' ? 'rangeFrom' : 'rangeTo', { label: text })}
          defaultValue={value?.[side] ?? ''}
          min={bounds?.min ?? 0}
          {...(bounds?.max != null ? { max: bounds.max } : {})}
          placeholder={bound != null ? String(bound) : undefined}
        />
      </div>
    );
  };
  return (
    <fieldset className="fc-inventory__field fc-inventory__range">
      <legend>{text}</legend>
      {input('from')}
      {input('to')}
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

function ResultCount({ status, t, locale }: { status: ListingStatus; t: Translate; locale: Locale }) {
  const count = status.kind === 'ready' ? status.listing.meta.pagination.count : null;
  const rule = count === null ? 'other' : new Intl.PluralRules(locale).select(count);
  // Polite: the count is read once the list is there, without interrupting.
  return (
    <p className="fc-inventory__count" role="status" aria-live="polite">
      {status.kind === 'loading' ? t('loading') : count !== null ? t(`count_${rule}`, { count }) || t('count_other', { count }) : ''}
    </p>
  );
}

interface ResultsProps {
  status: ListingStatus;
  t: Translate;
  label: (key: LabelKey) => string;
  fields: InventoryFields;
  locale: Locale;
  listKey: string;
  enquiry: VehicleEnquirySettings | null;
  filtered: boolean;
  clearHref: string;
  onClear: () => void;
  onRetry: () => void;
  retryHref: string;
}

function Results({ status, t, label, fields, locale, listKey, enquiry, filtered, clearHref, onClear, onRetry, retryHref }: ResultsProps) {
  if (status.kind === 'failed') {
    return (
      <div className="fc-inventory__message fc-inventory__message--failed">
        <p className="fc-inventory__message-title">{t('errorTitle')}</p>
        <p>{t('errorText')}</p>
        {/* A link, so it works in the server HTML too; with JavaScript it retries in place. */}
        <a className={SECONDARY} href={retryHref} onClick={(event) => { event.preventDefault(); onRetry(); }}>
          {t('retry')}
        </a>
      </div>
    );
  }
  const listing = status.kind === 'ready' ? status.listing : status.previous;
  if (!listing) {
    return (
      <ul className="fc-inventory__cards" aria-busy="true" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="fc-inventory__card fc-inventory__card--skeleton">
            <span className="fc-inventory__skeleton fc-inventory__skeleton--image" />
            <span className="fc-inventory__skeleton" />
            <span className="fc-inventory__skeleton fc-inventory__skeleton--short" />
          </li>
        ))}
      </ul>
    );
  }
  if (listing.data.length === 0) {
    return (
      <div className="fc-inventory__message">
        <p className="fc-inventory__message-title">{t('emptyTitle')}</p>
        <p>{t('emptyText')}</p>
        {filtered ? (
          <a className={SECONDARY} href={clearHref} onClick={(event: MouseEvent) => { event.preventDefault(); onClear(); }}>
            {t('clear')}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <ul className={cx('fc-inventory__cards', status.kind === 'loading' && 'fc-inventory__cards--stale')} aria-busy={status.kind === 'loading'}>
      {listing.data.map((vehicle) => (
        <li key={vehicle.id} className="fc-inventory__card">
          <VehicleCard vehicle={vehicle} t={t} label={label} fields={fields} locale={locale} listKey={listKey} enquiry={enquiry} />
        </li>
      ))}
    </ul>
  );
}

function VehicleCard({
  vehicle,
  t,
  label,
  fields,
  locale,
  listKey,
  enquiry,
}: {
  vehicle: Vehicle;
  t: Translate;
  label: (key: LabelKey) => string;
  fields: InventoryFields;
  locale: Locale;
  listKey: string;
  enquiry: VehicleEnquirySettings | null;
}) {
  const site = useBlockSiteData();
  const prices = usePriceFormatter('prices');
  const titleId = useId();
  const title = `${vehicle.nameplate_brand_name} ${vehicle.nameplate_name}`;
  const number = (value: number) => groupDigits(value, prices.values.currency_delimiter || ' ');
  const details = `${locale === 'pl' ? '/pl' : ''}/showroom/${listKey}-${vehicle.id}`;
  const price = prices.format(vehicle.display_price);
  const monthly = prices.format(vehicle.monthly_price);
  const engine = (ENGINE_TYPES as readonly string[]).includes(vehicle.engine_type)
    ? label(`label_${vehicle.engine_type}` as LabelKey)
    : vehicle.engine_type;
  const attributes: [string, ReactNode][] = [];
  if (fields.production_year_attr) attributes.push([t('year'), vehicle.production_year]);
  if (fields.mileage_attr) attributes.push([label('label_mileage'), `${number(vehicle.mileage)} ${fields.mileage_unit || vehicle.mileage_unit}`]);
  if (fields.power_attr) attributes.push([label('label_power'), `${number(vehicle.power)} ${fields.power_unit || vehicle.power_unit}`]);
  if (fields.engine_type_attr) attributes.push([label('label_engine_type'), engine]);
  if (fields.engine_capacity_attr && vehicle.engine_capacity)
    attributes.push([t('engineCapacity'), `${number(vehicle.engine_capacity)} ${fields.capacity_unit || vehicle.engine_capacity_unit}`]);
  if (fields.transmission_attr) attributes.push([t('transmission'), t(`transmission_${vehicle.transmission}`)]);
  if (fields.color_attr) attributes.push([t('color'), t(`color_${vehicle.color_canonical}`)]);
  if (fields.status_attr) attributes.push([t('status'), t(`status_${vehicle.status}`)]);
  if (fields.vin_attr) attributes.push([t('vin'), vehicle.vin]);
  const form = enquiry ? site.form(fields.form_id) : undefined;

  return (
    <article className="fc-inventory__vehicle" aria-labelledby={titleId}>
      <div className="fc-inventory__photo">
        {vehicle.images[0] ? (
          <Image
            imageId={vehicle.images[0]}
            alt=""
            widths={[320, 430, 720]}
            sizes="(min-width: 75em) 22rem, (min-width: 40em) 45vw, 100vw"
            width={720}
            height={480}
          />
        ) : null}
      </div>
      <h3 id={titleId} className="fc-inventory__title">
        {title} <span className="fc-inventory__year">{vehicle.production_year}</span>
      </h3>
      <p className="fc-inventory__price">
        {price ? (
          <>
            <span className="fc-inventory__price-label">{label('label_price')}</span> <strong>{price}</strong>
          </>
        ) : (
          <strong>{label('label_price_on_request')}</strong>
        )}
        {monthly ? (
          <span className="fc-inventory__monthly">
            {label('label_monthly')}: {monthly}
          </span>
        ) : null}
      </p>
      {attributes.length > 0 ? (
        <dl className="fc-inventory__attributes">
          {attributes.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {fields.map_static ? (
        <p className="fc-inventory__dealer">
          <span className="fc-visually-hidden">{t('retailer')}: </span>
          {vehicle.dealer.name}, {vehicle.dealer.city}
        </p>
      ) : null}
      <div className="fc-inventory__card-actions">
        {/* Named with the car: a list of "View details" links would not say which is which. */}
        <a className={PRIMARY} href={details} aria-label={`${label('label_view_details')}: ${title} ${vehicle.production_year}`}>
          {label('label_view_details')}
        </a>
        {enquiry ? (
          <CtaLink
            type="form"
            formId={fields.form_id}
            labelText={t('enquire')}
            hiddenFields={vehicleEnquiryFields(vehicle, enquiry, form?.locations ?? [])}
            appearance="button"
            size="small"
            className="fc-inventory__enquire"
          />
        ) : null}
      </div>
    </article>
  );
}

// ---------------------------------------------------------------------------------------------
// Pagination: real links (they work without JavaScript), a window of 7 slots
// ---------------------------------------------------------------------------------------------

function Pagination({
  t,
  current,
  pages,
  hrefOf,
  onPage,
}: {
  t: Translate;
  current: number;
  pages: number;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const link = (page: number, text: ReactNode, extra: { label?: string; rel?: string } = {}) => (
    <a
      href={hrefOf(page)}
      aria-label={extra.label ?? t('page', { page })}
      aria-current={page === current && !extra.rel ? 'page' : undefined}
      rel={extra.rel}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onPage(page);
      }}
    >
      {text}
    </a>
  );
  return (
    <nav className="fc-inventory__pagination" aria-label={t('pages')}>
      <ul>
        {current > 1 ? <li className="fc-inventory__page-step">{link(current - 1, '‹', { label: t('previous'), rel: 'prev' })}</li> : null}
        {pageSlots(current, pages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="fc-inventory__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>{link(slot, slot)}</li>
          ),
        )}
        {current < pages ? <li className="fc-inventory__page-step">{link(current + 1, '›', { label: t('next'), rel: 'next' })}</li> : null}
      </ul>
    </nav>
  );
}

/** The English text of each translated label (the editor's defaults). */
export const LABEL_DEFAULTS = LABELS;
