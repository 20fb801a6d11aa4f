import type { SearchResult } from '@forecourt/api-client';
import { Icon, cx } from '@forecourt/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { pageCount, paginationWindow, SEARCH_PAGE_SIZE } from './pagination.js';
import { useShellT } from '../i18n/LocaleProvider.js';
import type { SearchPanelTexts } from './texts.js';

/** Panel states of site-shell.md §4: the search box slides down when active. */
export type SearchPanelState = 'active' | 'inactive' | 'offscreen';

export interface SearchPanelProps {
  /** Runs a search (e.g. the content client's `searchPages`); resolves with the found pages. */
  search: (query: string) => Promise<SearchResult[]>;
  /** Called by the close button. */
  onClose: () => void;
  /** Mobile shows every result without pagination (site-shell.md §9). Defaults to false. */
  isMobile?: boolean;
  /** Whether the panel is shown (slid down). Inactive panels are inert. Defaults to 'active'. */
  state?: SearchPanelState;
  /** Overrides of the locale's texts. */
  texts?: Partial<SearchPanelTexts>;
  /** Element id of the panel, for the search button's aria-controls. */
  id?: string;
  className?: string;
}

type SearchStatus =
  | { name: 'not-initialised' }
  | { name: 'searching'; previous: SearchResult[] | null }
  | { name: 'results'; results: SearchResult[] };

/**
 * Search panel of site-shell.md §2: a labelled text field, a submit button disabled while the text
 * is empty, a close button and, after the first search, the found pages (title, description, url)
 * or the 'no result' text. Desktop pages them 20 at a time once there are more than 20.
 */
export function SearchPanel({
  search,
  onClose,
  isMobile = false,
  state = 'active',
  texts: textOverrides,
  id,
  className,
}: SearchPanelProps) {
  const t = useShellT();
  const texts: SearchPanelTexts = {
    label: t('search.label'),
    submit: t('search.submit'),
    close: t('search.close'),
    noResult: t('search.noResult'),
    results: t('search.results'),
    pagination: t('search.pagination'),
    page: (page) => t('search.page', { page }),
    previous: t('search.previous'),
    next: t('search.next'),
    ...textOverrides,
  };
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SearchStatus>({ name: 'not-initialised' });
  const [page, setPage] = useState(1);
  const latest = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const active = state === 'active';

  // Opening the panel puts the caret in the field, as visitors open it to type.
  useEffect(() => {
    if (active) inputRef.current?.focus();
  }, [active]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    const request = ++latest.current;
    setStatus((current) => ({
      name: 'searching',
      previous: current.name === 'results' ? current.results : null,
    }));
    let results: SearchResult[];
    try {
      results = await search(text);
    } catch {
      // The spec has no error handling for search: a failed search reads as no result.
      results = [];
    }
    // A slower earlier search must not overwrite a newer one.
    if (request !== latest.current) return;
    setPage(1);
    setStatus({ name: 'results', results });
  };

  const shown =
    status.name === 'results'
      ? status.results
      : status.name === 'searching'
        ? status.previous
        : null;
  const pages = shown && !isMobile ? pageCount(shown.length) : 0;
  const paginated = pages > 1;
  const visible =
    shown && paginated
      ? shown.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE)
      : shown;

  const goTo = (target: number) => {
    setPage(target);
    resultsRef.current?.focus();
  };

  return (
    <section
      id={id}
      className={cx('fc-search', className)}
      data-state={state}
      data-status={status.name}
      aria-label={texts.label}
      inert={!active}
      aria-hidden={!active || undefined}
    >
      <div className="fc-search__bar">
        <form className="fc-search__form" role="search" onSubmit={submit}>
          <label className="fc-search__label" htmlFor={inputId}>
            {texts.label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="fc-search__input"
            type="search"
            name="query"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button
            className="fc-search__submit"
            type="submit"
            disabled={query.trim() === ''}
            aria-busy={status.name === 'searching' || undefined}
          >
            {texts.submit}
          </button>
        </form>
        <button
          type="button"
          className="fc-search__close"
          aria-label={texts.close}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>

      <div
        ref={resultsRef}
        className="fc-search__results"
        tabIndex={-1}
        aria-live="polite"
        aria-label={texts.results}
        role="region"
      >
        {visible && visible.length === 0 && <p className="fc-search__empty">{texts.noResult}</p>}
        {visible && visible.length > 0 && (
          <ul className="fc-search__list" aria-label={texts.results}>
            {visible.map((result) => (
              <li key={result.id} className="fc-search__result">
                <a className="fc-search__title" href={result.attributes.path}>
                  {result.attributes.title || result.attributes.path}
                </a>
                {result.attributes.meta_description && (
                  <p className="fc-search__description">{result.attributes.meta_description}</p>
                )}
                {/* The url repeats the title's link for visitors who scan addresses. */}
                <a className="fc-search__url" href={result.attributes.path} tabIndex={-1}>
                  {result.attributes.path}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>

      {paginated && (
        <nav className="fc-search__pagination" aria-label={texts.pagination}>
          <button
            type="button"
            className="fc-search__page-step"
            aria-label={texts.previous}
            disabled={page === 1}
            onClick={() => goTo(page - 1)}
          >
            <Icon name="arrow-left" />
          </button>
          <ol className="fc-search__pages">
            {paginationWindow(page, pages).map((slot, index) =>
              slot === '...' ? (
                <li key={`gap-${index}`} className="fc-search__gap" aria-hidden="true">
                  ...
                </li>
              ) : (
                <li key={slot}>
                  <button
                    type="button"
                    className="fc-search__page"
                    aria-label={texts.page(slot)}
                    aria-current={slot === page ? 'page' : undefined}
                    onClick={() => goTo(slot)}
                  >
                    {slot}
                  </button>
                </li>
              ),
            )}
          </ol>
          <button
            type="button"
            className="fc-search__page-step"
            aria-label={texts.next}
            disabled={page === pages}
            onClick={() => goTo(page + 1)}
          >
            <Icon name="arrow-right" />
          </button>
        </nav>
      )}
    </section>
  );
}
