// The first pages of a page's server-rendered cars inventory blocks (`cars_inventory_server`):
// loaded with the page, so they are in the server HTML and the browser hydrates with them. Its
// own chunk: only pages with such a block load it (and the inventory client).
import type { BlockListItem, InventoryBlockData } from '@forecourt/blocks';
import { listingKey, listingRequest, readListingState } from '@forecourt/blocks';
import { createInventoryClient, type Brand, type InventoryClient, type Nameplate } from '@forecourt/inventory';

export const SERVER_INVENTORY_TEMPLATE = 'cars_inventory_server';

let sameOrigin: InventoryClient | undefined;

interface InventoryFieldsData {
  fields?: { ci_key_list?: unknown; ci_api_brand?: unknown; nameplate_brand_name?: unknown; nameplate_name?: unknown };
}

/**
 * For each server-rendered inventory block of `blocks`: the listing page the URL's query asks
 * for (filters, sorting, page), and the brands and nameplates its filters offer. The spec
 * swallows inventory errors: a failed listing is `listing: null` (the block says, calmly, that
 * the vehicles could not be loaded), never a failed page.
 */
export async function loadInventoryBlocks(
  inventory: InventoryClient | undefined,
  blocks: readonly BlockListItem[],
  search: string,
): Promise<Record<string, InventoryBlockData>> {
  const client = inventory ?? (sameOrigin ??= createInventoryClient());
  const wanted = blocks.filter((block) => block.template === SERVER_INVENTORY_TEMPLATE && !block.issues?.length);
  let catalogue: Promise<{ brands: Brand[]; nameplates: Nameplate[] }> | undefined;
  const loadCatalogue = () =>
    (catalogue ??= Promise.all([client.brands(), client.findNameplates()])
      .then(([brands, nameplates]) => ({ brands, nameplates }))
      .catch((error: unknown) => {
        console.warn('Inventory brands could not be loaded:', error);
        return { brands: [], nameplates: [] };
      }));
  const entries = await Promise.all(
    wanted.map(async (block): Promise<[string, InventoryBlockData]> => {
      const fields = (block.data as InventoryFieldsData | null)?.fields ?? {};
      const listKey = typeof fields.ci_key_list === 'string' ? fields.ci_key_list.trim() : '';
      const brand = typeof fields.ci_api_brand === 'string' ? fields.ci_api_brand : undefined;
      const state = readListingState(search, { brand });
      const key = listingKey(listKey, state);
      const needsCatalogue = fields.nameplate_brand_name !== false || fields.nameplate_name !== false;
      const [listing, { brands, nameplates }] = await Promise.all([
        listKey
          ? client.listing(listKey, listingRequest(state)).catch((error: unknown) => {
              console.warn(`Inventory listing ${listKey} could not be loaded:`, error);
              return null;
            })
          : null,
        needsCatalogue ? loadCatalogue() : { brands: [], nameplates: [] },
      ]);
      return [block.id, { key, listing, brands, nameplates }];
    }),
  );
  return Object.fromEntries(entries);
}
