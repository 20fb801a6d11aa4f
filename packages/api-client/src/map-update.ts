// Wire contract of the map update (block-catalogue.md §2 "Multi-step blocks"): the content
// service's `POST /api/map_update/vin` and `POST /api/map_update/download`, and the same shapes
// it expects from the map-update service it asks (`POST <map_update.api_url>/vin`, `…/download`).
import { z } from 'zod';
import { lineText, MAX_PATH_LENGTH } from './input.js';

/**
 * What a visitor may send as a VIN: one line, generous (spaces between groups are removed before
 * the 17-character rule is checked, see vin.ts).
 */
export const MAX_VIN_INPUT_LENGTH = 64;
/** A map package id as the service names it. */
export const MAX_MAP_PACKAGE_ID_LENGTH = 100;

export const mapUpdateVinRequestSchema = z.strictObject({
  /** As typed: spaces are removed and it is upper-cased before the VIN rules (vin.ts) apply. */
  vin: lineText(MAX_VIN_INPUT_LENGTH),
});
export type MapUpdateVinRequest = z.infer<typeof mapUpdateVinRequestSchema>;

const httpUrl = lineText(MAX_PATH_LENGTH).refine(
  (value) => /^https?:\/\//i.test(value) && URL.canParse(value),
  {
    error: 'must be an absolute http(s) URL',
  },
);

export const mapUpdateVehicleSchema = z.object({
  vin: lineText(17),
  model: lineText(200),
  model_year: lineText(20),
  navigation_system: lineText(200),
});
export type MapUpdateVehicle = z.infer<typeof mapUpdateVehicleSchema>;

export const mapPackageSchema = z.object({
  id: lineText(MAX_MAP_PACKAGE_ID_LENGTH).min(1),
  name: lineText(200),
  region: lineText(200),
  version: lineText(100),
  size_mb: z.number().nonnegative(),
  release_date: lineText(40),
});
export type MapPackage = z.infer<typeof mapPackageSchema>;

/** A recognised VIN: the vehicle and the map packages it may download (possibly none). */
export const mapUpdateLookupSchema = z.object({
  vehicle: mapUpdateVehicleSchema,
  packages: z.array(mapPackageSchema).max(100),
});
export type MapUpdateLookup = z.infer<typeof mapUpdateLookupSchema>;

export const mapUpdateDownloadRequestSchema = z.strictObject({
  vin: lineText(MAX_VIN_INPUT_LENGTH),
  package_id: lineText(MAX_MAP_PACKAGE_ID_LENGTH).min(1),
  /** The visitor ticked "I accept the terms": nothing else downloads. */
  terms_accepted: z.literal(true, {
    error: 'The terms must be accepted before the maps can be downloaded',
  }),
});
export type MapUpdateDownloadRequest = z.infer<typeof mapUpdateDownloadRequestSchema>;

/** Where the package downloads from, and until when that link works. */
export const mapUpdateDownloadSchema = z.object({
  url: httpUrl,
  file_name: lineText(200),
  size_mb: z.number().nonnegative(),
  expires_at: lineText(40),
});
export type MapUpdateDownload = z.infer<typeof mapUpdateDownloadSchema>;
