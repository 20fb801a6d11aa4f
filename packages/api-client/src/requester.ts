// The request core every typed fetcher of the content service shares.

import { CSRF_HEADER } from './constants.js';
import type { ValidationIssue } from './schemas.js';

/** Any answer of the content service other than 2xx, with the service's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
  }
}

export interface ContentClientOptions {
  /** Origin (and optional prefix) of the content service, e.g. `http://localhost:4000`. Defaults to '' (same origin). */
  baseUrl?: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Bearer token sent as `Authorization` when present (preview of disabled pages). */
  token?: string | null;
  /** CSRF token sent on admin writes; read it from `getSession()`. */
  csrfToken?: () => string | null;
  /** Extra headers on every request (e.g. the forwarded cookie during SSR). */
  headers?: Record<string, string>;
}

/** The request core the fetchers share. */
export function createRequester(options: ContentClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function send(method: string, path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...extraHeaders };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const csrf = options.csrfToken?.();
      if (csrf) headers[CSRF_HEADER] = csrf;
    }
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw await apiError(response);
    return response;
  }

  // The answers are the content service's own (same origin in the browser, the configured service
  // on the server): they are typed by the contract, not parsed again here, so no validator ships
  // to the browser. (The content service checks what it is sent against the same schemas.)
  /** A JSON answer as a whole (`/auth/session`). */
  const json = async <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> =>
    (await (await send(method, path, body, headers)).json()) as T;
  /** Every other answer wraps its payload in `data`. */
  const data = async <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> =>
    (await json<{ data: T }>(method, path, body, headers)).data;
  /** An answer with no body to read (204, or one the caller does not need). */
  const none = async (method: string, path: string, body?: unknown): Promise<void> => {
    await send(method, path, body);
  };
  const withLocale = (locale: string | undefined) =>
    locale ? `?${new URLSearchParams({ locale })}` : '';
  return { send, json, data, none, withLocale };
}

/** The service's `{ error, issues? }` answer as an ApiError (its status alone when it is not one). */
async function apiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    issues?: unknown;
  } | null;
  if (body && typeof body.error === 'string') {
    return new ApiError(
      response.status,
      body.error,
      Array.isArray(body.issues) ? (body.issues as ValidationIssue[]) : [],
    );
  }
  return new ApiError(response.status, `Request failed with status ${response.status}`);
}

/** `?a=1&b=x` of the defined values, or '' when there are none. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const defined = Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return defined.length > 0 ? `?${new URLSearchParams(defined.map(([key, value]): [string, string] => [key, String(value)]))}` : '';
}

