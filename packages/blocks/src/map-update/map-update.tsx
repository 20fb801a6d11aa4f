import {
  createMapUpdateClient,
  localize,
  type Locale,
  type MapUpdateClient,
} from '@forecourt/api-client';
import { cx } from '@forecourt/ui';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
} from 'react';
import type { BlockData } from '../contract/index.js';
import { sanitizeRichText } from '../sanitize.js';
import { useBlockSiteData } from '../shared/site-data.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import {
  mapUpdateKey,
  mapUpdateSearch,
  PACKAGE_PARAM,
  readMapUpdateRequest,
  resolveMapUpdate,
  TERMS_ACCEPTED,
  TERMS_PARAM,
  VIN_PARAM,
  type MapUpdateResult,
} from './map-update-state.js';
import type { mapUpdateTemplate } from './map-update.schema.js';
import './map-update.css';

export type MapUpdateProps = BlockViewProps<typeof mapUpdateTemplate>;
type Fields = BlockData<typeof mapUpdateTemplate>['fields'];
type Level = 1 | 2 | 3 | 4 | 5 | 6;

let sameOrigin: MapUpdateClient | undefined;
/** Where the block asks about VINs: the content service of the page's origin, or a stand-in (tests). */
export const MapUpdateService = createContext<MapUpdateClient | null>(null);

const FIRST_STEP: MapUpdateResult = { step: 'vin', vin: '', error: null };
const STEP_NUMBER = { vin: 1, packages: 2, download: 3 } as const;

/**
 * Map update: step 1 the VIN, step 2 the map package and the terms, step 3 the download link. The
 * step is the page URL's query (see map-update-state.ts): the server renders it (every step works
 * without JavaScript, each form a GET to the page), and in the browser the forms navigate the
 * same way without reloading, so back and forward walk the steps. Focus goes to the new step's
 * heading, or to the field whose error is shown.
 */
export function MapUpdate({ data, locale, mode, blockId }: MapUpdateProps) {
  const site = useBlockSiteData();
  const client = useContext(MapUpdateService) ?? (sameOrigin ??= createMapUpdateClient());
  const ui = blockT({ en, pl }, locale);
  const t = (key: keyof Fields & string, values?: Record<string, string | number>) => {
    const own = localize(data.fields[key] as never, locale) as string;
    return own ? interpolate(own, values) : ui(key, values);
  };
  const id = useId();
  const path = site.pageUrl?.path ?? '';
  // Without the site's router (stories, the editor's preview) the block keeps the query itself.
  const [ownSearch, setOwnSearch] = useState(site.pageUrl?.search ?? '');
  const search = site.navigate ? (site.pageUrl?.search ?? '') : ownSearch;
  const request = useMemo(() => readMapUpdateRequest(search), [search]);
  const key = mapUpdateKey(request);
  const server = blockId ? site.mapUpdate[blockId] : undefined;
  const [results, setResults] = useState(
    () => new Map(server ? [[server.key, server.result]] : []),
  );
  const resolved =
    key === ''
      ? FIRST_STEP
      : (results.get(key) ?? (server?.key === key ? server.result : undefined));
  const lastShown = useRef(resolved ?? FIRST_STEP);
  const result = resolved ?? lastShown.current;
  const [hydrated, setHydrated] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  // What the visitor chose, kept while they go back and forth: the VIN typed, the package picked.
  const [typedVin, setTypedVin] = useState('');
  const [chosenPackage, setChosenPackage] = useState('');
  const focusNext = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const vinRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (resolved || key === '') return;
    let current = true;
    void resolveMapUpdate(request, client).then((answer) => {
      if (current) setResults((previous) => new Map(previous).set(key, answer));
    });
    return () => {
      current = false;
    };
  }, [resolved, key, request, client]);
  useEffect(() => {
    if (resolved) lastShown.current = resolved;
  }, [resolved]);
  // A step the visitor moved to (forms, links, back and forward) gets the focus once it is shown.
  const shownStep = resolved
    ? `${resolved.step}:${'error' in resolved ? resolved.error : ''}:${key}`
    : null;
  const firstShown = useRef(shownStep);
  useEffect(() => {
    if (!shownStep || shownStep === firstShown.current) return;
    firstShown.current = null;
    if (!focusNext.current && !site.navigate) return;
    focusNext.current = false;
    if (resolved?.step === 'vin' && resolved.error) vinRef.current?.focus();
    else if (resolved?.step === 'packages' && resolved.error === 'terms') termsRef.current?.focus();
    else headingRef.current?.focus();
  }, [shownStep, resolved, site.navigate]);

  const go = (query: string) => {
    focusNext.current = true;
    setTermsMissing(false);
    if (site.navigate) site.navigate(`${path}${query ? `?${query}` : ''}`);
    else setOwnSearch(query ? `?${query}` : '');
  };
  const submitVin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const vin = String(new FormData(event.currentTarget).get(VIN_PARAM) ?? '');
    setTypedVin(vin);
    go(mapUpdateSearch({ vin }) || new URLSearchParams({ [VIN_PARAM]: vin }).toString());
  };
  const submitDownload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (form.get(TERMS_PARAM) !== TERMS_ACCEPTED) {
      setTermsMissing(true);
      termsRef.current?.focus();
      return;
    }
    go(
      mapUpdateSearch({
        vin: result.vin,
        packageId: String(form.get(PACKAGE_PARAM) ?? ''),
        termsAccepted: true,
      }),
    );
  };
  const startAgain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setTypedVin('');
    setChosenPackage('');
    go('');
  };

  const Heading = `h${Number(data.fields.header_tag ?? '2') as Level}` as const;
  const StepHeading =
    `h${Math.min(Number(data.fields.header_tag ?? '2') + 1, 6) as Level}` as const;
  const intro = sanitizeRichText(localize(data.fields.intro, locale));
  const busy = !resolved;
  // Without JavaScript the answer page itself moves the focus to where the visitor must look.
  const answerPage = !hydrated && key !== '';
  const stepHeading = (text: string) => (
    <StepHeading
      ref={headingRef}
      id={`${id}-step`}
      className="fc-map-update__step-title"
      tabIndex={-1}
      aria-describedby={`${id}-progress`}
      autoFocus={answerPage && !('error' in result && result.error)}
    >
      {text}
    </StepHeading>
  );

  let body;
  if (result.step === 'vin') {
    const error = result.error === 'vin';
    body = (
      <form
        className="fc-map-update__form"
        method="get"
        action={path || undefined}
        onSubmit={submitVin}
        aria-labelledby={`${id}-step`}
      >
        {stepHeading(t('vin_heading'))}
        <div className={cx('fc-map-update__field', error && 'fc-map-update__field--invalid')}>
          <label className="fc-map-update__label" htmlFor={`${id}-vin`}>
            {t('vin_label')}
          </label>
          <p id={`${id}-vin-hint`} className="fc-map-update__hint">
            {t('vin_hint')}
          </p>
          {error ? (
            <p id={`${id}-vin-error`} className="fc-map-update__error">
              {t('vin_error')}
            </p>
          ) : null}
          <input
            ref={vinRef}
            key={`vin:${result.vin}`}
            id={`${id}-vin`}
            className="fc-map-update__input"
            name={VIN_PARAM}
            defaultValue={result.vin || typedVin}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            required
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-vin-error ${id}-vin-hint` : `${id}-vin-hint`}
            autoFocus={answerPage && error}
          />
        </div>
        <div className="fc-map-update__actions">
          <button type="submit" className="fc-map-update__button" aria-disabled={busy || undefined}>
            {t('vin_submit')}
          </button>
        </div>
      </form>
    );
  } else if (result.step === 'packages') {
    const { vehicle, packages } = result.lookup;
    const picked =
      request.packageId || !packages.some((entry) => entry.id === chosenPackage)
        ? result.packageId
        : chosenPackage;
    const termsError = termsMissing || result.error === 'terms';
    const terms = sanitizeRichText(localize(data.fields.terms, locale));
    body = (
      <form
        className="fc-map-update__form"
        method="get"
        action={path || undefined}
        onSubmit={submitDownload}
        noValidate={hydrated}
        aria-labelledby={`${id}-step`}
      >
        {stepHeading(t('packages_heading'))}
        <dl className="fc-map-update__vehicle">
          <dt>{t('vehicle_label')}</dt>
          <dd>
            {vehicle.model} ({vehicle.model_year}), {vehicle.navigation_system}
            <br />
            VIN {vehicle.vin}
          </dd>
        </dl>
        <input type="hidden" name={VIN_PARAM} value={result.vin} />
        {result.error === 'download' ? (
          <p className="fc-map-update__error" role="alert">
            {t('download_error')}
          </p>
        ) : null}
        {packages.length === 0 ? (
          <p>{t('no_packages')}</p>
        ) : (
          <>
            <fieldset className="fc-map-update__choices">
              <legend className="fc-map-update__label">{t('packages_legend')}</legend>
              {packages.map((entry) => (
                <div key={entry.id} className="fc-map-update__choice">
                  <input
                    type="radio"
                    id={`${id}-package-${entry.id}`}
                    name={PACKAGE_PARAM}
                    value={entry.id}
                    defaultChecked={entry.id === picked}
                    onChange={() => setChosenPackage(entry.id)}
                    aria-describedby={`${id}-package-${entry.id}-details`}
                  />
                  <label htmlFor={`${id}-package-${entry.id}`}>
                    {entry.name}
                    <span id={`${id}-package-${entry.id}-details`} className="fc-map-update__hint">
                      {ui('package_details', {
                        version: entry.version,
                        date: entry.release_date,
                        size: ui('size', { size: gigabytes(entry.size_mb, locale) }),
                      })}
                    </span>
                  </label>
                </div>
              ))}
            </fieldset>
            {terms ? (
              <div className="fc-map-update__terms" dangerouslySetInnerHTML={{ __html: terms }} />
            ) : null}
            <div
              className={cx('fc-map-update__field', termsError && 'fc-map-update__field--invalid')}
            >
              {termsError ? (
                <p id={`${id}-terms-error`} className="fc-map-update__error">
                  {t('terms_error')}
                </p>
              ) : null}
              <div className="fc-map-update__choice">
                <input
                  ref={termsRef}
                  type="checkbox"
                  id={`${id}-terms`}
                  name={TERMS_PARAM}
                  value={TERMS_ACCEPTED}
                  required
                  aria-invalid={termsError || undefined}
                  aria-describedby={termsError ? `${id}-terms-error` : undefined}
                  onChange={(event) => event.currentTarget.checked && setTermsMissing(false)}
                  autoFocus={answerPage && result.error === 'terms'}
                />
                <label htmlFor={`${id}-terms`}>{t('terms_label')}</label>
              </div>
            </div>
            <div className="fc-map-update__actions">
              <button
                type="submit"
                className="fc-map-update__button"
                aria-disabled={busy || undefined}
              >
                {t('download_submit')}
              </button>
            </div>
          </>
        )}
        <p>
          <a className="fc-map-update__link" href={path || '?'} onClick={startAgain}>
            {t('change_vin')}
          </a>
        </p>
      </form>
    );
  } else {
    const { download } = result;
    const instructions = sanitizeRichText(
      localize(data.fields.instructions, locale) || ui('instructions'),
    );
    body = (
      <div className="fc-map-update__form" role="group" aria-labelledby={`${id}-step`}>
        {stepHeading(t('result_heading'))}
        <p>
          <a className="fc-map-update__button" href={download.url} download={download.file_name}>
            {t('download_link', { file: download.file_name })}
          </a>{' '}
          <span className="fc-map-update__hint">
            {ui('size', { size: gigabytes(download.size_mb, locale) })}
          </span>
        </p>
        <p className="fc-map-update__hint">
          {t('expires', { date: longDate(download.expires_at, locale) })}
        </p>
        <div className="fc-map-update__terms" dangerouslySetInnerHTML={{ __html: instructions }} />
        <p>
          <a className="fc-map-update__link" href={path || '?'} onClick={startAgain}>
            {t('start_again')}
          </a>
        </p>
      </div>
    );
  }

  return (
    <section
      className={cx(
        'fc-map-update',
        'fc-surface',
        `fc-surface--${data.fields.theme ?? 'white-theme'}`,
      )}
      aria-labelledby={`${id}-title`}
      data-step={STEP_NUMBER[result.step]}
      data-mode={mode}
    >
      <div className="fc-map-update__inner" aria-busy={busy || undefined}>
        <Heading id={`${id}-title`} className="fc-map-update__title">
          {t('heading')}
        </Heading>
        {intro ? (
          <div className="fc-map-update__intro" dangerouslySetInnerHTML={{ __html: intro }} />
        ) : null}
        <p id={`${id}-progress`} className="fc-map-update__progress">
          {ui('step', { step: STEP_NUMBER[result.step] })}
        </p>
        {body}
      </div>
    </section>
  );
}

/** An editor's text with its `{{name}}` placeholders filled. */
function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const gigabytes = (megabytes: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes / 1024);

/** The link's expiry as a date in UTC: the same text on the server and in the browser. */
function longDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export default MapUpdate;
