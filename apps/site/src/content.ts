// What the site reads from the content service, shared by the server render and the browser.
import {
  ApiError,
  createPublicClient,
  type Metahead,
  type PublicContentClient,
} from '@forecourt/api-client';

/** Creates a content client; `token` is the bearer token of a disabled-page preview. */
export type ContentClientFactory = (token?: string | null) => PublicContentClient;

export function contentClientFactory(
  baseUrl: string,
  fetchImpl?: typeof fetch,
): ContentClientFactory {
  const shared = createPublicClient({ baseUrl, fetch: fetchImpl });
  return (token) => (token ? createPublicClient({ baseUrl, fetch: fetchImpl, token }) : shared);
}

/** The `general.404_page` HTML ('' when unset: the screen shows the spec's default text). */
export function notFoundHtml(settings: Record<string, string>): string {
  return settings['general.404_page'] ?? '';
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
