/**
 * Wire shapes of the inventory endpoints (site-shell.md §3 and §7): brands, nameplates, dealers,
 * vehicles and the listing meta. The content service answers them; clients parse with them.
 */
import { z } from 'zod';
import { SORT_ATTRIBUTES, SORT_ORDERS } from './constants.js';
import { RANGE_FIELDS } from './filters.js';

export const brandSchema = z.object({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const nameplateSchema = z.object({ id: z.number().int(), brand_id: z.number().int(), name: z.string() });
export type Nameplate = z.infer<typeof nameplateSchema>;

/** site-shell.md §3: "Dealer: id, city, name." */
export const dealerSchema = z.object({ id: z.number().int(), city: z.string(), name: z.string() });
export type Dealer = z.infer<typeof dealerSchema>;


/** One day of a retailer's opening hours; `opens`/`closes` as `HH:MM`, both null when closed. */
export const openingHoursSchema = z.object({
  day: z.number().int().min(1).max(7),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/**
 * A dealer as the retailer locator and the vehicle page show it: the spec's id, city and name
 * plus where it is and how to reach it. Every detail may be missing (null / empty) for a dealer
 * nobody has described yet; views leave out what is missing.
 */
export const retailerSchema = dealerSchema.extend({
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** Brands it sells and services ('Jaguar', 'Land Rover'). */
  brands: z.array(z.string()),
  /** What it offers, as short keys: 'sales', 'used', 'service', 'parts', 'bodyshop'. */
  services: z.array(z.string()),
  /** Seven entries, Monday first, when known; empty when not. */
  opening_hours: z.array(openingHoursSchema),
});
export type Retailer = z.infer<typeof retailerSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  vin: z.string(),
  nameplate_id: z.number().int(),
  nameplate_name: z.string(),
  brand_id: z.number().int(),
  nameplate_brand_name: z.string(),
  state: z.string(),
  status: z.string(),
  color_canonical: z.string(),
  transmission: z.string(),
  engine_type: z.string(),
  production_year: z.number().int(),
  mileage: z.number().int(),
  mileage_unit: z.string(),
  msrp_price: z.number().int().nullable(),
  display_price: z.number().int().nullable(),
  /** Monthly instalment of the retailer's finance or lease offer, when it has one. */
  monthly_price: z.number().int().nullable(),
  currency: z.string(),
  power: z.number().int(),
  power_unit: z.string(),
  engine_capacity: z.number().int().nullable(),
  engine_capacity_unit: z.string(),
  owner_id: z.number().int(),
  /** The dealer that has the car, with its contact (for the card and the vehicle page). */
  dealer: retailerSchema,
  /** Media ids, rendered through `/api/v1/image/{id}/w/{width}`. */
  images: z.array(z.string()),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** One line of `GET /vehicles/{id}/specs`. */
export const vehicleSpecSchema = z.object({ key: z.string(), value: z.union([z.string(), z.number()]), unit: z.string().nullable() });
export const vehicleSpecsSchema = z.object({ id: z.number().int(), vin: z.string(), specs: z.array(vehicleSpecSchema) });
export type VehicleSpecs = z.infer<typeof vehicleSpecsSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  /** Matching records over all pages. */
  count: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Lowest and highest value of a numeric attribute over a listing (null when it is empty). */
export const rangeBoundsSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type RangeBounds = z.infer<typeof rangeBoundsSchema>;

export const listingRangesSchema = z.object(
  Object.fromEntries(RANGE_FIELDS.map((field) => [field, rangeBoundsSchema])) as Record<
    (typeof RANGE_FIELDS)[number],
    typeof rangeBoundsSchema
  >,
);
export type ListingRanges = z.infer<typeof listingRangesSchema>;

/** site-shell.md §3 "Listing meta": pagination, sort_attribute, sort_order, ranges, dealers. */
export const listingMetaSchema = z.object({
  pagination: paginationSchema,
  sort_attribute: z.enum(SORT_ATTRIBUTES),
  sort_order: z.enum(SORT_ORDERS),
  ranges: listingRangesSchema,
  dealers: z.array(dealerSchema),
});
export type ListingMeta = z.infer<typeof listingMetaSchema>;

export const listingResponseSchema = z.object({ data: z.array(vehicleSchema), meta: listingMetaSchema });
export type ListingResponse = z.infer<typeof listingResponseSchema>;
