// The step each map update block of a page is at for the URL's query (`?vin=…`), resolved before
// rendering: the answer to the block's GET forms is then in the server HTML (no JavaScript
// needed) and the browser hydrates with it. Its own chunk: only such URLs load it.
import { createMapUpdateClient, type MapUpdateClient } from '@forecourt/api-client';
import {
  mapUpdateKey,
  readMapUpdateRequest,
  resolveMapUpdate,
  type BlockListItem,
  type MapUpdateBlockData,
} from '@forecourt/blocks';

export const MAP_UPDATE_TEMPLATE = 'map_update';

let sameOrigin: MapUpdateClient | undefined;

export async function loadMapUpdateBlocks(
  client: MapUpdateClient | undefined,
  blocks: readonly BlockListItem[],
  search: string,
): Promise<Record<string, MapUpdateBlockData>> {
  const mapUpdate = client ?? (sameOrigin ??= createMapUpdateClient());
  const request = readMapUpdateRequest(search);
  const key = mapUpdateKey(request);
  // One answer serves every map update block of the page: they read the same query.
  const result = await resolveMapUpdate(request, mapUpdate);
  return Object.fromEntries(
    blocks
      .filter((block) => block.template === MAP_UPDATE_TEMPLATE && !block.issues?.length)
      .map((block) => [block.id, { key, result }]),
  );
}
