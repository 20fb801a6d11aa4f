/**
 * Typed fetchers for the inventory calls of site-shell.md §7, with the paths the content service
 * serves: `/public_api/brands`, `/public_api/brands/{id}/nameplates`, `/public_api/nameplates`,
 * `/public_api/listings/{key}`, `/public_api/listings/{key}/vehicle/{id}`, `/api/dealers`, `/api/dealers/{id}`,
 * `/api/vehicles`, `/api/vehicles/{id}/specs`. Answers are typed by the wire schemas, not parsed
 * again (the content service is the browser's own origin), so no validator ships to visitors.
 * The spec (§8) swallows inventory errors in the block: callers catch `InventoryApiError`.
 */
import { DEALERS_PAGE_SIZE, type SortAttribute, type SortOrder } from './constants.js';
import { filtersToQuery, type FilterLogger, type InventoryFilters } from './filters.js';
import { InventoryApiError } from './errors.js';
import type { ListingQueryIssue } from './listing-query.js';
import type {
  Brand,
  ListingResponse,
  Nameplate,
  Pagination,
  Retailer,
  Vehicle,
  VehicleSpecs,
} from './schemas.js';

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

export function createInventoryClient(options: InventoryClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function get<T>(path: string): Promise<T> {
    const response = await doFetch(`${baseUrl}${path}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: unknown; issues?: unknown } | null;
      throw new InventoryApiError(
        response.status,
        body && typeof body.error === 'string' ? body.error : `Request failed with status ${response.status}`,
        body && Array.isArray(body.issues) ? (body.issues as ListingQueryIssue[]) : [],
      );
    }
    return (await response.json()) as T;
  }

  /** Most answers wrap their payload in `data`. */
  const data = async <T>(path: string): Promise<T> => (await get<{ data: T }>(path)).data;

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
    brands: () => data<Brand[]>('/public_api/brands'),
    nameplates: (brandId: number) => data<Nameplate[]>(`/public_api/brands/${brandId}/nameplates`),
    /** Nameplates narrowed by brand name and/or nameplate name. */
    findNameplates: (filters: Pick<InventoryFilters, 'nameplate_brand_name' | 'nameplate_name'> = {}) => {
      const query = filtersToQuery(filters);
      return data<Nameplate[]>(`/public_api/nameplates${query ? `?${query}` : ''}`);
    },
    listing: (key: string, request: ListingRequest = {}) =>
      get<ListingResponse>(`/public_api/listings/${encodeURIComponent(key)}${listingSearch(request)}`),
    listingVehicle: (key: string, vehicleId: number) =>
      data<Vehicle>(`/public_api/listings/${encodeURIComponent(key)}/vehicle/${vehicleId}`),
    /** A page of retailers (50), optionally those whose city or name contains `q` (any case). */
    dealers: (page = 1, search: { q?: string } = {}) =>
      get<{ data: Retailer[]; meta: { pagination: Pagination } }>(
        `/api/dealers?items=${DEALERS_PAGE_SIZE}&page=${page}${search.q?.trim() ? `&q=${encodeURIComponent(search.q.trim())}` : ''}`,
      ),
    dealer: (id: number) => data<Retailer>(`/api/dealers/${id}`),
    vehicles: (request: ListingRequest = {}) => get<ListingResponse>(`/api/vehicles${listingSearch(request)}`),
    vehicleSpecs: (vehicleId: number) => data<VehicleSpecs>(`/api/vehicles/${vehicleId}/specs`),
  };
}

export type InventoryClient = ReturnType<typeof createInventoryClient>;
