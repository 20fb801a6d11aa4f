import { localize, type Locale } from '@forecourt/api-client';
import type { Retailer } from '@forecourt/inventory';
import { cx } from '@forecourt/ui';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BlockData } from '../contract/index.js';
import { PlaceMap } from '../shared/map/place-map.js';
import { placesWithPosition } from '../shared/map/types.js';
import { useMediaQuery } from '../shared/use-media-query.js';
import { blockT } from '../translate.js';
import type { BlockMode } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { retailerLocatorTemplate } from './retailer-locator.schema.js';
import {
  directionsUrl,
  loadAllRetailers,
  retailersOfBrand,
  searchRetailers,
  telHref,
  websiteUrl,
  weekDay,
  weekHours,
} from './retailers.js';
import './retailer-locator.css';

type Fields = BlockData<typeof retailerLocatorTemplate>['fields'];

/** Where the locator gets its retailers: the content service, or a stand-in (stories, tests). */
export const RetailersSource = createContext<() => Promise<Retailer[]>>(() => loadAllRetailers());

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; retailers: Retailer[] };

function useRetailers() {
  const source = useContext(RetailersSource);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    source().then(
      (retailers) => current && setLoad({ status: 'ready', retailers }),
      (error: unknown) => {
        console.warn('Retailers could not be loaded:', error);
        if (current) setLoad({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [source, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}

const WIDE = '(min-width: 1024px)';
const SERVICE_KEYS = ['sales', 'used', 'service', 'parts', 'bodyshop'] as const;

export interface RetailerLocatorViewProps {
  fields: Fields;
  locale: Locale;
  mode: BlockMode;
  withMap: boolean;
}

/**
 * The retailer locator: a search box (city or name, narrowing as the visitor types, the count
 * announced), the list of retailers and, with `withMap`, the map beside it on wide screens or
 * behind a list view / map view toggle on phones. The list never waits for the map.
 */
export function RetailerLocatorView({ fields, locale, withMap }: RetailerLocatorViewProps) {
  const ui = blockT({ en, pl }, locale);
  // An editor's label wins; empty uses the default text of the language.
  const t = (key: string, values?: Record<string, string | number>) =>
    (key in fields ? localize(fields[key as keyof Fields] as never, locale) : '') || ui(key, values);
  const id = useId();
  const { load, retry } = useRetailers();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [view, setView] = useState<'list' | 'map'>('list');
  const wide = useMediaQuery(WIDE);
  const listRef = useRef<HTMLOListElement>(null);

  const ofBrand = useMemo(
    () => (load.status === 'ready' ? retailersOfBrand(load.retailers, fields.brand) : []),
    [load, fields.brand],
  );
  const shown = useMemo(() => searchRetailers(ofBrand, query), [ofBrand, query]);
  const places = useMemo(
    () => placesWithPosition(shown).map((retailer) => ({ ...retailer, id: String(retailer.id) })),
    [shown],
  );
  const today = useMemo(() => weekDay(new Date()), []);
  const heading = localize(fields.heading, locale);
  const Heading = `h${fields.header_tag ?? '2'}` as 'h2';
  const ItemHeading = `h${Math.min(Number(fields.header_tag ?? '2') + 1, 6)}` as 'h3';
  const count = (n: number) => ui(`count_${new Intl.PluralRules(locale).select(n)}`, { count: n });

  const showOnMap = (retailerId: string) => {
    setSelectedId(retailerId);
    if (!wide) setView('map');
  };
  const selectFromMap = (retailerId: string) => {
    setSelectedId(retailerId);
    if (wide) listRef.current?.querySelector(`[data-retailer="${retailerId}"]`)?.scrollIntoView({ block: 'nearest' });
  };

  let list: ReactNode;
  if (load.status === 'loading') {
    list = (
      <p className="fc-retailers__state" role="status">
        {ui('loading')}
      </p>
    );
  } else if (load.status === 'error') {
    list = (
      <div className="fc-retailers__state" role="alert">
        <p className="fc-retailers__state-title">{ui('error')}</p>
        <p>{ui('errorText')}</p>
        <button type="button" className="fc-retailers__button" onClick={retry}>
          {ui('retry')}
        </button>
      </div>
    );
  } else if (shown.length === 0) {
    list = query.trim() ? (
      <div className="fc-retailers__state">
        <p className="fc-retailers__state-title">{ui('empty', { query: query.trim() })}</p>
        <p>{ui('emptyText')}</p>
        <button type="button" className="fc-retailers__button" onClick={() => setQuery('')}>
          {ui('clear')}
        </button>
      </div>
    ) : (
      <p className="fc-retailers__state">{ui('none')}</p>
    );
  } else {
    list = (
      <ol ref={listRef} className="fc-retailers__list" aria-label={t('retailers')}>
        {shown.map((retailer) => {
          const key = String(retailer.id);
          const selected = key === selectedId;
          const directions = directionsUrl(retailer);
          const website = retailer.website ? websiteUrl(retailer.website) : null;
          const hasPosition = retailer.latitude !== null && retailer.longitude !== null;
          const hours = weekHours(retailer.opening_hours);
          return (
            <li
              key={key}
              data-retailer={key}
              className={cx('fc-retailers__item', selected && 'fc-retailers__item--selected')}
              aria-current={selected && withMap ? 'location' : undefined}
              aria-labelledby={`${id}-r${key}`}
            >
              <ItemHeading id={`${id}-r${key}`} className="fc-retailers__name">
                {retailer.name}
              </ItemHeading>
              <address className="fc-retailers__address">
                {retailer.address ? <span>{retailer.address}</span> : null}
                <span>{[retailer.postcode, retailer.city].filter(Boolean).join(' ')}</span>
              </address>
              <dl className="fc-retailers__contact">
                {retailer.phone ? (
                  <div>
                    <dt>{t('phone')}</dt>
                    <dd>
                      <a href={telHref(retailer.phone)}>{retailer.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {retailer.email ? (
                  <div>
                    <dt>{t('email')}</dt>
                    <dd>
                      <a href={`mailto:${retailer.email}`}>{retailer.email}</a>
                    </dd>
                  </div>
                ) : null}
              </dl>
              {retailer.services.length > 0 ? (
                <div className="fc-retailers__services">
                  <p className="fc-retailers__label">{t('services')}</p>
                  <ul>
                    {retailer.services.map((service) => (
                      <li key={service}>
                        {(SERVICE_KEYS as readonly string[]).includes(service) ? t(`service_${service}`) : service}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {retailer.opening_hours.length > 0 ? (
                <details className="fc-retailers__hours" open={selected || undefined}>
                  <summary>{t('opening_hours')}</summary>
                  <table>
                    <caption className="fc-visually-hidden">
                      {t('opening_hours')}: {retailer.name}
                    </caption>
                    <tbody>
                      {hours.map(({ day, hours: entry }) => (
                        <tr key={day} className={cx(day === today && 'fc-retailers__today')} aria-current={day === today ? 'date' : undefined}>
                          <th scope="row">
                            {t(`day_${day}`)}
                            {day === today ? <span className="fc-retailers__today-mark"> ({ui('today')})</span> : null}
                          </th>
                          <td>
                            {entry === undefined ? '–' : entry.opens && entry.closes ? `${entry.opens}–${entry.closes}` : ui('closed')}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              ) : null}
              <div className="fc-retailers__actions">
                {withMap && hasPosition ? (
                  <button
                    type="button"
                    className="fc-retailers__button"
                    aria-pressed={selected}
                    aria-describedby={`${id}-r${key}`}
                    onClick={() => showOnMap(key)}
                  >
                    {t('view_on_map')}
                  </button>
                ) : null}
                {directions ? (
                  <NewWindowLink href={directions} label={t('directions')} context={`${retailer.name} ${ui('newWindow')}`} />
                ) : null}
                {website ? (
                  <NewWindowLink href={website} label={t('retailer_website')} context={`${retailer.name} ${ui('newWindow')}`} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  const selectedRetailer = shown.find((retailer) => String(retailer.id) === selectedId);
  const showList = !withMap || wide || view === 'list';
  const showMap = withMap && (wide || view === 'map');

  return (
    <section className={cx('fc-retailers', withMap && 'fc-retailers--with-map')} aria-labelledby={`${id}-heading`}>
      <div className="fc-retailers__inner">
        <Heading id={`${id}-heading`} className={cx('fc-retailers__heading', !heading && 'fc-visually-hidden')}>
          {heading || t('retailers')}
        </Heading>
        <div className="fc-retailers__search" role="search">
          <label htmlFor={`${id}-search`}>{ui('search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            autoComplete="off"
            aria-describedby={`${id}-hint ${id}-count`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={`${id}-hint`} className="fc-visually-hidden">
            {ui('searchHint')}
          </p>
          <p id={`${id}-count`} className="fc-retailers__count" role="status">
            {load.status === 'ready' ? count(shown.length) : ''}
          </p>
        </div>
        {withMap && !wide ? (
          <div className="fc-retailers__views" role="group" aria-label={ui('views')}>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              {t('list_view')}
            </button>
            <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
              {t('map_view')}
            </button>
          </div>
        ) : null}
        <div className="fc-retailers__body">
          {showList ? <div className="fc-retailers__results">{list}</div> : null}
          {showMap ? (
            <div className="fc-retailers__map">
              <PlaceMap
                places={places}
                selectedId={selectedId}
                onSelect={selectFromMap}
                label={ui('mapLabel')}
                locale={locale}
              />
              {!wide && selectedRetailer ? (
                <p className="fc-retailers__picked" role="status">
                  <strong>{selectedRetailer.name}</strong>, {[selectedRetailer.address, selectedRetailer.city].filter(Boolean).join(', ')}
                  {selectedRetailer.phone ? (
                    <>
                      {' · '}
                      <a href={telHref(selectedRetailer.phone)}>{selectedRetailer.phone}</a>
                    </>
                  ) : null}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A link opening in a new window; `context` (whose link, and that it opens a window) is read out only. */
function NewWindowLink({ href, label, context }: { href: string; label: string; context: string }) {
  return (
    <a className="fc-retailers__link" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="fc-visually-hidden"> {context}</span>
    </a>
  );
}
