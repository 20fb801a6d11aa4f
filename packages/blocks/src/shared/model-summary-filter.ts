import { useEffect, useState } from 'react';

/**
 * How the Model summary filters block drives the Model summary blocks of its page. The blocks
 * are separate (each a lazy chunk, hydrated in any order), so they share no React state:
 *
 * - each summary marks its root `data-model-summary` with `data-model` and `data-bodystyle`, so
 *   the filters find the choices on the page in the server's HTML, before any summary hydrates;
 * - the filters put the visitor's choice in the address (`?model=…&bodystyle=…`, replaced, not
 *   pushed) and announce it with `MODEL_SUMMARY_FILTER_EVENT` on `document`;
 * - each summary reads the address when it hydrates (so a late one, or a shared link, starts
 *   filtered) and follows the event; it hides itself when its model or body style differs.
 *   An empty value means any.
 */
export const MODEL_SUMMARY_FILTER_EVENT = 'forecourt:model-summary-filter';
export const MODEL_SUMMARY_ATTRIBUTE = 'data-model-summary';
export const MODEL_PARAM = 'model';
export const BODYSTYLE_PARAM = 'bodystyle';

export interface ModelSummaryFilter {
  model: string;
  bodystyle: string;
}

export interface SummaryIdentity {
  model: string;
  bodystyle: string;
}

export const NO_FILTER: ModelSummaryFilter = { model: '', bodystyle: '' };

/** The choice in an address's query; empty values when there is none. */
export function filterFromSearch(search: string): ModelSummaryFilter {
  const params = new URLSearchParams(search);
  return { model: params.get(MODEL_PARAM) ?? '', bodystyle: params.get(BODYSTYLE_PARAM) ?? '' };
}

/** Whether a summary of `identity` is shown under `filter`. */
export function matchesFilter(identity: SummaryIdentity, filter: ModelSummaryFilter): boolean {
  return (
    (!filter.model || identity.model === filter.model) && (!filter.bodystyle || identity.bodystyle === filter.bodystyle)
  );
}

/** The model summaries of the page, in page order. */
export function summariesOnPage(root: ParentNode = document): SummaryIdentity[] {
  return [...root.querySelectorAll<HTMLElement>(`[${MODEL_SUMMARY_ATTRIBUTE}]`)].map((element) => ({
    model: element.dataset.model ?? '',
    bodystyle: element.dataset.bodystyle ?? '',
  }));
}

/** Records `filter` in the address (keeping its other parameters and hash) and tells the summaries. */
export function applyModelSummaryFilter(filter: ModelSummaryFilter): void {
  const url = new URL(window.location.href);
  for (const [param, value] of [
    [MODEL_PARAM, filter.model],
    [BODYSTYLE_PARAM, filter.bodystyle],
  ] as const) {
    if (value) url.searchParams.set(param, value);
    else url.searchParams.delete(param);
  }
  window.history.replaceState(window.history.state, '', url);
  document.dispatchEvent(new CustomEvent<ModelSummaryFilter>(MODEL_SUMMARY_FILTER_EVENT, { detail: filter }));
}

/** The filter a summary follows: none on the server, then the address's, then each one applied. */
export function useModelSummaryFilter(): ModelSummaryFilter {
  const [filter, setFilter] = useState<ModelSummaryFilter>(NO_FILTER);
  useEffect(() => {
    setFilter(filterFromSearch(window.location.search));
    const onFilter = (event: Event) => setFilter((event as CustomEvent<ModelSummaryFilter>).detail);
    document.addEventListener(MODEL_SUMMARY_FILTER_EVENT, onFilter);
    return () => document.removeEventListener(MODEL_SUMMARY_FILTER_EVENT, onFilter);
  }, []);
  return filter;
}
