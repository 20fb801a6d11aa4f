/**
 * The query of the inventory reads, declared for the document and for input hygiene: every
 * value one line of bounded text, given once (lists excepted). The typed rules — whole numbers,
 * allowed values, unknown parameters — stay with @forecourt/inventory's `parseListingQuery`
 * (the handler runs it): the site builds its queries with the same package, and the parser
 * names every problem of a query in one answer, in query order.
 */
import { z } from '@hono/zod-openapi';
import {
  DEALERS_PAGE_SIZE,
  ENGINE_TYPES,
  EQUALS_FIELDS,
  LISTING_MAX_ITEMS,
  LOCATION_COLUMN,
  RANGE_FIELDS,
  SORT_ATTRIBUTES,
  SORT_ORDERS,
  type EqualsField,
} from '@forecourt/inventory';
import { MAX_PATH_LENGTH } from '@forecourt/api-client';
import { queryText } from './declare.js';

/** Longest list value count the parser takes (`filter[…_in][]`), and then some room to say so. */
const MAX_LIST = 100;
/** Whole numbers the parser takes stay below this; longer digit strings are refused outright. */
const MAX_DIGITS = 20;

const text = (description: string) => queryText(MAX_PATH_LENGTH).optional().openapi({ description });

const wholeNumber = (minimum: number, maximum: number, description: string) =>
  queryText(MAX_DIGITS).optional().openapi({ type: 'integer', minimum, maximum, description });

const oneOf = (values: readonly string[], description: string) =>
  queryText(MAX_PATH_LENGTH).optional().openapi({ type: 'string', enum: [...values], description });

/** `filter[x_in][]=a&filter[x_in][]=b`: one value or several. */
const list = (items: { type: 'string'; enum: string[] } | { type: 'integer'; minimum: number }, description: string) =>
  z
    .union([queryText(MAX_PATH_LENGTH), z.array(queryText(MAX_PATH_LENGTH)).max(MAX_LIST)])
    .optional()
    .openapi({ type: 'array', items, description, param: { style: 'form', explode: true } });

const equalsFilters = (fields: readonly EqualsField[]) =>
  Object.fromEntries(fields.map((field) => [`filter[${field}_eq]`, text(`Vehicles whose ${field} equals this (at most 100 characters)`)]));

const rangeFilters = Object.fromEntries(
  RANGE_FIELDS.flatMap((field) => [
    [`filter[${field}_gteq]`, wholeNumber(0, 2_000_000_000, `Vehicles whose ${field} is at least this`)],
    [`filter[${field}_lteq]`, wholeNumber(0, 2_000_000_000, `Vehicles whose ${field} is at most this`)],
  ]),
);

const paging = (maxItems: number) => ({
  items: wholeNumber(1, maxItems, `Page size, 1 to ${maxItems} (default ${maxItems})`),
  page: wholeNumber(1, 2_000_000_000, 'Page number, 1 or more (default 1)'),
});

/** Listings and `/api/vehicles`: every filter, paging and sorting. */
export const listingQuerySchema = z
  .object({
    ...equalsFilters(EQUALS_FIELDS),
    'filter[engine_type_in][]': list({ type: 'string', enum: [...ENGINE_TYPES] }, 'Vehicles of any of these engine types'),
    ...rangeFilters,
    [`filter[${LOCATION_COLUMN}_in][]`]: list({ type: 'integer', minimum: 1 }, 'Vehicles of any of these dealers (ids)'),
    ...paging(LISTING_MAX_ITEMS),
    sort_attribute: oneOf(SORT_ATTRIBUTES, 'Sort by this attribute (default display_price)'),
    sort_order: oneOf(SORT_ORDERS, 'asc (default) or desc; vehicles without a price come last either way'),
  })
  .loose();

/** `/public_api/nameplates`: the two nameplate filters only. */
export const nameplateQuerySchema = z.object(equalsFilters(['nameplate_brand_name', 'nameplate_name'])).loose();

/** Longest `q` of `/api/dealers`. */
export const DEALER_QUERY_MAX = 100;

/** `/api/dealers`: paging, 50 a page, and a search by city or name. */
export const dealerQuerySchema = z
  .object({
    ...paging(DEALERS_PAGE_SIZE),
    q: queryText(DEALER_QUERY_MAX)
      .optional()
      .openapi({ description: `Dealers whose city or name contains this, in any case (at most ${DEALER_QUERY_MAX} characters)` }),
  })
  .loose();
