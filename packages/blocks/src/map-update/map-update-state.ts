// The map update's steps live in the page URL's query, so the wizard works without JavaScript (each
// step is a GET form the server answers), a reload or a shared link shows the same step, and the
// browser's back and forward buttons walk the steps:
//   (none)                               step 1, the VIN
//   ?vin=SAL…                            step 2, the VIN's map packages and the terms
//   ?vin=SAL…&package=eu&terms=accepted  step 3, the download link
// GET is safe here: looking a VIN up and asking for a package's link change nothing anywhere.
// React-free: the site's server loader resolves the same state before rendering.
import {
  ApiError,
  normaliseVin,
  vinProblem,
  type MapUpdateClient,
  type MapUpdateDownload,
  type MapUpdateLookup,
} from '@forecourt/api-client';

export const VIN_PARAM = 'vin';
export const PACKAGE_PARAM = 'package';
export const TERMS_PARAM = 'terms';
export const TERMS_ACCEPTED = 'accepted';

/** What the URL asks for. */
export interface MapUpdateRequest {
  /** As typed (the error step shows it back); '' when absent. */
  vin: string;
  packageId: string;
  termsAccepted: boolean;
}

/** What a block shows for a request: serialisable, so the server's answer hydrates the browser. */
export type MapUpdateResult =
  | { step: 'vin'; vin: string; error: 'vin' | null }
  | {
      step: 'packages';
      vin: string;
      lookup: MapUpdateLookup;
      packageId: string;
      error: 'terms' | 'download' | null;
    }
  | {
      step: 'download';
      vin: string;
      lookup: MapUpdateLookup;
      packageId: string;
      download: MapUpdateDownload;
    };

/** What the site's loader hands a block: the result of the URL it rendered (`key`). */
export interface MapUpdateBlockData {
  key: string;
  result: MapUpdateResult;
}

export function readMapUpdateRequest(search: string): MapUpdateRequest {
  const params = new URLSearchParams(search);
  return {
    vin: (params.get(VIN_PARAM) ?? '').slice(0, 64),
    packageId: (params.get(PACKAGE_PARAM) ?? '').slice(0, 100),
    termsAccepted: params.get(TERMS_PARAM) === TERMS_ACCEPTED,
  };
}

/** Whether a page URL's query concerns a map update at all (else the page is the plain step 1). */
export const hasMapUpdateRequest = (search: string) => new URLSearchParams(search).has(VIN_PARAM);

/** One key per distinct request: what the browser's cache of results and the server's answer are keyed by. */
export function mapUpdateKey(request: MapUpdateRequest): string {
  const vin = normaliseVin(request.vin);
  return vin ? [vin, request.packageId, request.termsAccepted ? TERMS_ACCEPTED : ''].join('|') : '';
}

/** The query of a request (without `?`): the href the block's forms and links go to. */
export function mapUpdateSearch(request: Partial<MapUpdateRequest>): string {
  const params = new URLSearchParams();
  if (request.vin) params.set(VIN_PARAM, normaliseVin(request.vin));
  if (request.vin && request.packageId) params.set(PACKAGE_PARAM, request.packageId);
  if (request.vin && request.packageId && request.termsAccepted)
    params.set(TERMS_PARAM, TERMS_ACCEPTED);
  return params.toString();
}

/**
 * The step a request comes to, asking the content service what it must. Every failure is a step
 * the visitor can act on, never a thrown error: a VIN that breaks a rule or that the service does
 * not know (or cannot tell, being down) is step 1 with the VIN error; terms not ticked or a link
 * refused is step 2 with its error.
 */
export async function resolveMapUpdate(
  request: MapUpdateRequest,
  client: MapUpdateClient,
): Promise<MapUpdateResult> {
  const vin = normaliseVin(request.vin);
  if (!vin) return { step: 'vin', vin: '', error: null };
  if (vinProblem(vin)) return { step: 'vin', vin: request.vin, error: 'vin' };
  let lookup: MapUpdateLookup;
  try {
    lookup = await client.lookUp(vin);
  } catch (error) {
    if (!(error instanceof ApiError)) console.warn('The map update VIN lookup failed:', error);
    return { step: 'vin', vin: request.vin, error: 'vin' };
  }
  const packageId = lookup.packages.some((entry) => entry.id === request.packageId)
    ? request.packageId
    : '';
  const packages = {
    step: 'packages',
    vin,
    lookup,
    packageId: packageId || (lookup.packages[0]?.id ?? ''),
  } as const;
  if (!request.packageId) return { ...packages, error: null };
  if (!request.termsAccepted) return { ...packages, error: 'terms' };
  if (!packageId) return { ...packages, error: 'download' };
  try {
    const download = await client.download({ vin, package_id: packageId, terms_accepted: true });
    return { step: 'download', vin, lookup, packageId, download };
  } catch (error) {
    if (!(error instanceof ApiError)) console.warn('The map update download failed:', error);
    return { ...packages, error: 'download' };
  }
}
