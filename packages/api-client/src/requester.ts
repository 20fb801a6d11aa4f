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

export interface UploadOptions {
  /** Called with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What `upload` uses of the browser's XMLHttpRequest (this package runs in Node too, without the DOM types). */
interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  status: number;
  responseText: string;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
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

  /**
   * Sends a multipart form and answers its `data`. With `onProgress`, it goes by XMLHttpRequest,
   * the one browser API that reports upload progress (fetch does not, over HTTP/1.1).
   */
  async function upload<T>(method: string, path: string, form: FormData, progress: UploadOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const csrf = options.csrfToken?.();
    if (csrf) headers[CSRF_HEADER] = csrf;
    // A `fetch` of the caller's (tests, server-side code) is honoured: progress is then only "done".
    const Xhr = options.fetch ? undefined : (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
    if (!progress.onProgress || !Xhr) {
      const response = await doFetch(`${baseUrl}${path}`, { method, headers, credentials: 'include', body: form, signal: progress.signal });
      if (!response.ok) throw await apiError(response);
      progress.onProgress?.(1);
      return ((await response.json()) as { data: T }).data;
    }
    const onProgress = progress.onProgress;
    const response = await new Promise<Response>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(method, `${baseUrl}${path}`);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers: { 'Content-Type': 'application/json' } }));
      xhr.onerror = () => reject(new ApiError(0, 'The upload failed: the connection was lost'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      progress.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
    if (!response.ok) throw await apiError(response);
    onProgress(1);
    return ((await response.json()) as { data: T }).data;
  }
  return { send, json, data, none, withLocale, upload };
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

