// The map update block's calls to the content service (`/api/map_update/*`): the block's own
// chunk in the browser and the site's server render use it; zod-free, so no validator ships.
import { createRequester, type ContentClientOptions } from './requester.js';
import type { MapUpdateDownload, MapUpdateDownloadRequest, MapUpdateLookup } from './map-update.js';

export function createMapUpdateClient(
  options: Pick<ContentClientOptions, 'baseUrl' | 'fetch' | 'headers'> = {},
) {
  const { data } = createRequester(options);
  return {
    /** The vehicle and map packages of a VIN; an `ApiError` (400, 404, 5xx) when it has none. */
    lookUp: (vin: string) => data<MapUpdateLookup>('POST', '/api/map_update/vin', { vin }),
    /** The download link of a package; the terms must be accepted. */
    download: (request: MapUpdateDownloadRequest) =>
      data<MapUpdateDownload>('POST', '/api/map_update/download', request),
  };
}

export type MapUpdateClient = ReturnType<typeof createMapUpdateClient>;
