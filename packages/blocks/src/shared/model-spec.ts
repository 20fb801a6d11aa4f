import { isModelKey, type ModelSpec } from '@forecourt/api-client';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * The model specs of the Specification accordion and the Model summary: read in the browser
 * from `GET /api/compare/spec/{modelKey}` (site-shell.md §3: "returns an array whose first
 * element is the spec, cached in session storage"). One request per code and page visit: kept
 * in sessionStorage per code, and shared while in flight by every block that asks.
 */

export const modelSpecUrl = (key: string) => `/api/compare/spec/${encodeURIComponent(key)}`;
export const modelSpecStorageKey = (key: string) => `forecourt.model-spec.${key}`;

/** Why a spec could not be shown: the code has none (404), or the request or its answer failed. */
export class ModelSpecError extends Error {
  constructor(readonly reason: 'missing' | 'failed') {
    super(reason === 'missing' ? 'No spec for this model' : 'The spec could not be loaded');
  }
}

/**
 * Whether an answer's element has the spec's shape. A light check of our own API's answer, not
 * `modelSpecSchema`: the schema would put zod into every visitor's download of these blocks.
 */
function isModelSpec(value: unknown): value is ModelSpec {
  if (typeof value !== 'object' || value === null) return false;
  const spec = value as Record<string, unknown>;
  return (
    typeof spec.model_key === 'string' &&
    typeof spec.name === 'string' &&
    Array.isArray(spec.engines) &&
    Array.isArray(spec.standard_equipment) &&
    Array.isArray(spec.derivatives)
  );
}

function firstSpec(answer: unknown): ModelSpec {
  const spec: unknown = Array.isArray(answer) ? answer[0] : undefined;
  if (!isModelSpec(spec)) throw new ModelSpecError('failed');
  return spec;
}

function fromSession(key: string): ModelSpec | undefined {
  try {
    const stored = sessionStorage.getItem(modelSpecStorageKey(key));
    return stored ? firstSpec(JSON.parse(stored)) : undefined;
  } catch {
    return undefined; // storage blocked, or an entry from an older shape: ask the API
  }
}

function toSession(key: string, answer: unknown[]) {
  try {
    sessionStorage.setItem(modelSpecStorageKey(key), JSON.stringify(answer));
  } catch {
    // Storage full or blocked: the spec is still shown, only not kept.
  }
}

const inFlight = new Map<string, Promise<ModelSpec>>();

/** The spec of `key`, from this visit's sessionStorage or the API. Rejects with `ModelSpecError`. */
export function loadModelSpec(key: string): Promise<ModelSpec> {
  if (!isModelKey(key)) return Promise.reject(new ModelSpecError('missing'));
  const cached = fromSession(key);
  if (cached) return Promise.resolve(cached);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = (async () => {
    let response: Response;
    try {
      response = await fetch(modelSpecUrl(key), { headers: { Accept: 'application/json' } });
    } catch {
      throw new ModelSpecError('failed');
    }
    if (response.status === 404) throw new ModelSpecError('missing');
    if (!response.ok) throw new ModelSpecError('failed');
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    const spec = firstSpec(body?.data);
    toSession(key, body!.data as unknown[]);
    return spec;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

/** Where views get specs from: the API by default; stories provide fixtures. */
export const ModelSpecLoaderContext = createContext<(key: string) => Promise<ModelSpec>>(loadModelSpec);

export type ModelSpecState =
  /** On the server and until hydrated: nothing asked yet (a page without JavaScript stays so). */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; spec: ModelSpec }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * The spec of `key`, loaded after hydration (the server renders `idle`), and `retry` to ask
 * again after a failure.
 */
export function useModelSpec(key: string): ModelSpecState & { retry: () => void } {
  const load = useContext(ModelSpecLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ModelSpecState>({ status: 'idle' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load(key).then(
      (spec) => current && setState({ status: 'ready', spec }),
      (error: unknown) =>
        current &&
        setState({ status: error instanceof ModelSpecError && error.reason === 'missing' ? 'missing' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
