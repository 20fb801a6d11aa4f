/**
 * Wire schemas (from @forecourt/api-client and @forecourt/inventory) under the names the
 * OpenAPI document lists them by (`withOpenApi`: they may be made before the extension loads). Naming is needed for the recursive ones at least: naming a
 * lazy schema names its inner reference too, so the document can say `$ref` instead of
 * recursing forever.
 */
import { z } from '@hono/zod-openapi';
import {
  adminSettingSchema,
  auditActorsSchema,
  auditLogPageSchema,
  breadcrumbSchema,
  deletedPageSchema,
  mediaItemSchema,
  metaheadSchema,
  metaheadVersionSchema,
  navEntrySchema,
  pageRevisionSchema,
  pageSchema,
  pageSummarySchema,
  pageViewSchema,
  previewTokenSchema,
  settingSchema,
} from '@forecourt/api-client';
import { listingResponseSchema, retailerSchema, vehicleSchema } from '@forecourt/inventory';
import { withOpenApi } from './declare.js';

export const NavEntry = withOpenApi(navEntrySchema, 'NavEntry');
export const Breadcrumb = withOpenApi(breadcrumbSchema, 'Breadcrumb');
export const Page = withOpenApi(pageSchema, 'Page');
export const PageSummary = withOpenApi(pageSummarySchema, 'PageSummary');
export const PageView = withOpenApi(pageViewSchema, 'PageView');
export const PageRevision = withOpenApi(pageRevisionSchema, 'PageRevision');
export const PreviewToken = withOpenApi(previewTokenSchema, 'PreviewToken');
export const Metahead = withOpenApi(metaheadSchema, 'Metahead');
/** What the admin screen reads: the metahead with its source (sass/scss before compiling). */
export const AdminMetahead = metaheadSchema.extend({ source: z.string() }).openapi('AdminMetahead');
export const MetaheadVersion = withOpenApi(metaheadVersionSchema, 'MetaheadVersion');
export const Setting = withOpenApi(settingSchema, 'Setting');
export const AdminSetting = withOpenApi(adminSettingSchema, 'AdminSetting');
export const MediaItem = withOpenApi(mediaItemSchema, 'MediaItem');
export const AuditLogPage = withOpenApi(auditLogPageSchema, 'AuditLogPage');
export const AuditActors = withOpenApi(auditActorsSchema, 'AuditActors');
export const DeletedPage = withOpenApi(deletedPageSchema, 'DeletedPage');
export const Retailer = withOpenApi(retailerSchema, 'Retailer');
export const Vehicle = withOpenApi(vehicleSchema, 'Vehicle');
export const ListingResponse = withOpenApi(listingResponseSchema, 'ListingResponse');
