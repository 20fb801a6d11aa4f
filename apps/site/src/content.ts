// What the site reads from the content service, as react-query options shared by the server
// render and the browser (the SSR query integration hands the server's cache to the browser).
import {
  ApiError,
  createContentClient,
  resolveSettings,
  settingValue,
  type ContentClient,
  type Metahead,
  type Page,
} from '@forecourt/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Creates a content client; `token` is the bearer token of a disabled-page preview. */
export type ContentClientFactory = (token?: string | null) => ContentClient;

export function contentClientFactory(
  baseUrl: string,
  fetchImpl?: typeof fetch,
): ContentClientFactory {
  const shared = createContentClient({ baseUrl, fetch: fetchImpl });
  return (token) => (token ? createContentClient({ baseUrl, fetch: fetchImpl, token }) : shared);
}

/** Pages are matched case-insensitively by the content service, so the cache key is too. */
export const pageQuery = (
  content: ContentClientFactory,
  path: string,
  token: string | null = null,
) =>
  queryOptions({
    queryKey: ['page', path.toLowerCase(), token],
    queryFn: (): Promise<Page> => content(token).getPageByPath(path),
    staleTime: 60_000,
    retry: false,
  });

export const metaheadsQuery = (content: ContentClientFactory, pageId: number) =>
  queryOptions({
    queryKey: ['metaheads', pageId],
    queryFn: (): Promise<Metahead[]> => content().getMetaheads(pageId),
    staleTime: 60_000,
    retry: false,
  });

export const settingsQuery = (content: ContentClientFactory) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: async () => Object.fromEntries(resolveSettings(await content().getSettings())),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The `general.404_page` HTML, or '' when unset or when settings cannot be read. */
export function notFoundHtml(settings: Record<string, string> | undefined): string {
  return settings ? settingValue(new Map(Object.entries(settings)), 'general.404_page') : '';
}

/** A failure to load a page, reduced to what the error screen shows (serialisable for hydration). */
export interface PageFailure {
  status: number;
  message: string;
}

/**
 * site-shell.md §8 "Other errors": status from the error's status, status code or response
 * status, default 500, with its message.
 */
export function toPageFailure(error: unknown): PageFailure {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    statusCode?: unknown;
    response?: { status?: unknown };
    message?: unknown;
  };
  const status = [record.status, record.statusCode, record.response?.status].find(
    (value): value is number => typeof value === 'number' && value >= 400 && value <= 599,
  );
  // A fetch that never reached the content service says only "fetch failed".
  const message =
    error instanceof TypeError && /fetch/i.test(error.message)
      ? 'The content service could not be reached'
      : typeof record.message === 'string' && record.message
        ? record.message
        : 'An unexpected error occurred';
  return { status: status ?? 500, message };
}

/** Metaheads in injection order: by sequence, then id. */
export function orderMetaheads(metaheads: readonly Metahead[]): Metahead[] {
  return [...metaheads].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}
