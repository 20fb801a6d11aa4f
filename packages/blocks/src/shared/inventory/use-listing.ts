import {
  createInventoryClient,
  type Brand,
  type InventoryClient,
  type ListingResponse,
  type Nameplate,
} from '@forecourt/inventory';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InventoryBlockData } from '../site-data.js';
import { listingKey, listingRequest, type ListingState } from './listing-state.js';

export type ListingStatus =
  | { kind: 'loading'; previous: ListingResponse | null }
  | { kind: 'ready'; listing: ListingResponse }
  | { kind: 'failed' };

let sameOrigin: InventoryClient | undefined;
/** The browser's client of the site's own listing API (same origin). */
const browserClient = () => (sameOrigin ??= createInventoryClient());

/**
 * The listing page `state` asks for: the server's (`initial`, when it answers the same request)
 * at once, else fetched in the browser after hydration. Answers already seen are kept, so going
 * back to an earlier filter shows it at once. The spec swallows inventory errors: a failure is
 * a state to show, never a throw.
 */
export function useListing(
  listKey: string,
  state: ListingState,
  initial: InventoryBlockData | undefined,
  client: InventoryClient | undefined,
) {
  const key = listingKey(listKey, state);
  const cache = useRef(new Map<string, ListingResponse>());
  if (initial?.listing && !cache.current.has(initial.key)) cache.current.set(initial.key, initial.listing);
  const initialFailed = initial !== undefined && initial.key === key && initial.listing === null;

  const [status, setStatus] = useState<ListingStatus>(() => {
    const known = cache.current.get(key);
    if (known) return { kind: 'ready', listing: known };
    return initialFailed ? { kind: 'failed' } : { kind: 'loading', previous: null };
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(status);
  latest.current = status;
  const shown = useRef<string | null>(initialFailed ? key : null);

  // `state` is described completely by `key`: fetch when it changes.
  const request = useRef(state);
  request.current = state;
  useEffect(() => {
    const known = cache.current.get(key);
    if (known) {
      shown.current = key;
      if (latest.current.kind !== 'ready' || latest.current.listing !== known) setStatus({ kind: 'ready', listing: known });
      return;
    }
    // A failure the server already reported is shown until the visitor retries.
    if (shown.current === key && attempt === 0 && latest.current.kind === 'failed') return;
    let active = true;
    const current = latest.current;
    setStatus({ kind: 'loading', previous: current.kind === 'ready' ? current.listing : current.kind === 'loading' ? current.previous : null });
    (client ?? browserClient())
      .listing(listKey, listingRequest(request.current))
      .then((listing) => {
        cache.current.set(key, listing);
        if (active) {
          shown.current = key;
          setStatus({ kind: 'ready', listing });
        }
      })
      .catch((error: unknown) => {
        console.warn(`Cars inventory ${listKey} could not be loaded:`, error);
        if (active) {
          shown.current = key;
          setStatus({ kind: 'failed' });
        }
      });
    return () => {
      active = false;
    };
  }, [key, listKey, attempt, client]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, retry, key };
}

/** Brands and nameplates for the brand and model filters: the server's, else fetched once. */
export function useCatalogue(initial: InventoryBlockData | undefined, wanted: boolean, client: InventoryClient | undefined) {
  const [catalogue, setCatalogue] = useState<{ brands: readonly Brand[]; nameplates: readonly Nameplate[] }>(() => ({
    brands: initial?.brands ?? [],
    nameplates: initial?.nameplates ?? [],
  }));
  const loaded = catalogue.brands.length > 0;
  useEffect(() => {
    if (!wanted || loaded) return;
    let active = true;
    const inventory = client ?? browserClient();
    Promise.all([inventory.brands(), inventory.findNameplates()])
      .then(([brands, nameplates]) => active && setCatalogue({ brands, nameplates }))
      // Without them the brand and model filters offer what the URL holds; the list still works.
      .catch((error: unknown) => console.warn('Cars inventory brands could not be loaded:', error));
    return () => {
      active = false;
    };
  }, [wanted, loaded, client]);
  return catalogue;
}
