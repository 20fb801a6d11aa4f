/**
 * React entry of `@forecourt/blocks`: renders saved blocks with their lazily loaded views.
 * The React-free definitions and validator live in `@forecourt/blocks/templates`.
 */
export { BlockList, BlockListEntry, preloadBlockViews } from './block-list.js';
export type { BlockListEntryProps, BlockListProps, BlockListItem, PreparedBlock } from './block-list.js';
export { blockViewLoaders } from './view-registry.js';
export type { AnyBlockView, BlockViewLoader, BlockViewModule } from './view-registry.js';
export type { BlockMode, BlockViewProps } from './view-props.js';
// The site's offers, car prices and price settings for the blocks that show them.
export { BlockSiteDataProvider, useBlockSiteData } from './shared/site-data.js';
export type { BlockSiteData, BlockSiteDataProviderProps, InventoryBlockData, SiteNavigate } from './shared/site-data.js';
// The cars inventory's URL state, for the site's loader of server-rendered inventory blocks.
export { listingKey, listingRequest, listingSearch, readListingState } from './shared/inventory/listing-state.js';
export type { ListingScope, ListingState } from './shared/inventory/listing-state.js';
// The map update's URL state, for the site's loader of the step a map update page's URL asks for.
export { mapUpdateKey, readMapUpdateRequest, resolveMapUpdate } from './map-update/map-update-state.js';
export type { MapUpdateBlockData, MapUpdateRequest, MapUpdateResult } from './map-update/map-update-state.js';
// The sticky bar on its own, for hosts that place it outside a page's blocks (re-exported by
// @forecourt/shell). Its styles are in `@forecourt/blocks/styles.css`.
export {
  InPageNavigation,
  inPageHref,
  IN_PAGE_NAVIGATION_MAX_ITEMS,
  STICKY_CHROME_SELECTOR,
  type InPageNavigationProps,
  type InPageNavigationItem,
} from './in-page-navigation/in-page-navigation-bar.js';
export { inPageNavigationOffset } from './in-page-navigation/in-page-navigation-offset.js';
// The forms API's form renderer (the Entry form's and the modal form's): its code is loaded when
// a form is shown, not with every page.
export const loadFormRenderer = () =>
  import('./shared/form/form-renderer.js').then((module) => module.FormRenderer);
export type { FormPick, FormRendererProps } from './shared/form/form-renderer.js';
export { FORM_ID_FIELD, FORM_NONCE_FIELD, FORM_SENT_PARAM } from './shared/form/names.js';
export { antiAbuseFields, formValuesFromPost, type FormSubmissionState } from './shared/form/values.js';
export { vehicleEnquiryFields, vehicleEnquiryTitle } from './shared/vehicle-enquiry.js';
export type { EnquiryLocation, EnquiryVehicle, VehicleEnquirySettings } from './shared/vehicle-enquiry.js';
