/**
 * Typed fetchers for the inventory calls of site-shell.md §7, with the paths the content service
 * serves: `/public_api/brands`, `/public_api/brands/{id}/nameplates`, `/public_api/nameplates`,
 * `/public_api/listings/{key}`, `/public_api/listings/{key}/vehicle/{id}`, `/api/dealers`,
 * `/api/vehicles`, `/api/vehicles/{id}/specs`. Answers are checked with the wire schemas.
 * The spec (§8) swallows inventory errors in the block: callers catch `InventoryApiError`.
 */
import { z } from 'zod';
import { DEALERS_PAGE_SIZE, type SortAttribute, type SortOrder } from './constants.js';
import { filtersToQuery, type FilterLogger, type InventoryFilters } from './filters.js';
import type { ListingQueryIssue } from './listing-query.js';
import {
  brandSchema,
  dealerSchema,
  listingResponseSchema,
  nameplateSchema,
  paginationSchema,
  vehicleSchema,
  vehicleSpecsSchema,
} from './schemas.js';

export class InventoryApiError extends Error {
  override readonly name = 'InventoryApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ListingQueryIssue[] = [],
  ) {
    super(message);
  }
}

export interface InventoryClientOptions {
  /** Origin (and optional prefix) of the content service; '' = same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where unknown filter keys are reported (defaults to `console`). */
  logger?: FilterLogger;
}

export interface ListingRequest {
  filters?: InventoryFilters;
  /** 1 to 12; the service answers 12 when absent. */
  items?: number;
  page?: number;
  sortAttribute?: SortAttribute;
  sortOrder?: SortOrder;
}

const errorBody = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), rule: z.string(), message: z.string() })).optional(),
});

export function createInventoryClient(options: InventoryClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await doFetch(`${baseUrl}${path}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      const parsed = errorBody.safeParse(await response.json().catch(() => null));
      throw new InventoryApiError(
        response.status,
        parsed.success ? parsed.data.error : `Request failed with status ${response.status}`,
        parsed.success ? (parsed.data.issues ?? []) : [],
      );
    }
    return schema.parse(await response.json());
  }

  const data = <T>(schema: z.ZodType<T>) => z.object({ data: schema }).transform((body) => body.data);

  /** The filter query followed by paging and sorting, as the listing endpoints read it. */
  const listingSearch = (request: ListingRequest) => {
    const parts = [filtersToQuery(request.filters ?? {}, options.logger ? { logger: options.logger } : {})];
    if (request.items !== undefined) parts.push(`items=${request.items}`);
    if (request.page !== undefined) parts.push(`page=${request.page}`);
    if (request.sortAttribute) parts.push(`sort_attribute=${request.sortAttribute}`);
    if (request.sortOrder) parts.push(`sort_order=${request.sortOrder}`);
    const query = parts.filter(Boolean).join('&');
    return query ? `?${query}` : '';
  };

  return {
    brands: () => get('/public_api/brands', data(z.array(brandSchema))),
    nameplates: (brandId: number) => get(`/public_api/brands/${brandId}/nameplates`, data(z.array(nameplateSchema))),
    /** Nameplates narrowed by brand name and/or nameplate name. */
    findNameplates: (filters: Pick<InventoryFilters, 'nameplate_brand_name' | 'nameplate_name'> = {}) => {
      const query = filtersToQuery(filters);
      return get(`/public_api/nameplates${query ? `?${query}` : ''}`, data(z.array(nameplateSchema)));
    },
    listing: (key: string, request: ListingRequest = {}) =>
      get(`/public_api/listings/${encodeURIComponent(key)}${listingSearch(request)}`, listingResponseSchema),
    listingVehicle: (key: string, vehicleId: number) =>
      get(`/public_api/listings/${encodeURIComponent(key)}/vehicle/${vehicleId}`, data(vehicleSchema)),
    dealers: (page = 1) =>
      get(
        `/api/dealers?items=${DEALERS_PAGE_SIZE}&page=${page}`,
        z.object({ data: z.array(dealerSchema), meta: z.object({ pagination: paginationSchema }) }),
      ),
    vehicles: (request: ListingRequest = {}) => get(`/api/vehicles${listingSearch(request)}`, listingResponseSchema),
    vehicleSpecs: (vehicleId: number) => get(`/api/vehicles/${vehicleId}/specs`, data(vehicleSpecsSchema)),
  };
}

export type InventoryClient = ReturnType<typeof createInventoryClient>;
