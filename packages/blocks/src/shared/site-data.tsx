import type { Offer, OfferCarModel, PublicForm } from '@forecourt/api-client';
import type { Brand, ListingResponse, Nameplate } from '@forecourt/inventory';
import type { MapUpdateBlockData } from '../map-update/map-update-state.js';
import type { FormSubmissionState } from './form/values.js';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The site's data that some blocks show (offers, car prices), as the site holds it. */
export interface BlockSiteData {
  /** The offers of the page's locale (`offerSchema`). */
  offers: readonly Offer[];
  /** Car prices by model key (`offerCarModelSchema`). */
  carModels: readonly OfferCarModel[];
  /** Looks an offer up by its anchor; `undefined` when there is none. */
  offer(anchor: string): Offer | undefined;
  /** Looks a car's prices up by model key; `undefined` when there are none. */
  carModel(key: string): OfferCarModel | undefined;
  /** The site settings the prices are formatted with (see `OfferPrice`). */
  settings: ReadonlyMap<string, string> | Readonly<Record<string, string>>;
  /** The public forms the page's blocks name (the page view's `forms`). */
  forms: readonly PublicForm[];
  /** Looks a form up by id (a number, or its digits as a block stores them); `undefined` when absent. */
  form(id: number | string | undefined): PublicForm | undefined;
  /** The page's path and query, for forms (their plain POST target, URL parameters they copy). */
  pageUrl: PageUrl | undefined;
  /** What the page's last plain form POST came to (see `FormSubmissionState`). */
  formSubmission: FormSubmissionState | undefined;
  /** The server-rendered inventory blocks' first pages, by block id (see `InventoryBlockData`). */
  inventory: Readonly<Record<string, InventoryBlockData>>;
  /** The map update blocks' steps the server resolved for the page's URL, by block id. */
  mapUpdate: Readonly<Record<string, MapUpdateBlockData>>;
  /**
   * Goes to another address of the site the way the site's router does (history entry, no
   * document reload); `undefined` where there is no router (stories, the editor's preview).
   */
  navigate: SiteNavigate | undefined;
}

/** Client-side navigation to `href` (path and query); `replace` replaces the history entry. */
export type SiteNavigate = (href: string, options?: { replace?: boolean }) => void;

/**
 * What the site loaded for one server-rendered cars inventory block (`cars_inventory_server`):
 * the listing page its URL asks for, with the brands and nameplates of its filters. Part of the
 * server HTML's data, so the browser hydrates with the same page.
 */
export interface InventoryBlockData {
  /** The request this answers (`listingKey` of the block's listing and the URL's state). */
  key: string;
  /** The listing page; null when the inventory could not be loaded (the block says so, calmly). */
  listing: ListingResponse | null;
  brands: readonly Brand[];
  nameplates: readonly Nameplate[];
}

/** The address of the page the blocks are on. */
export interface PageUrl {
  /** The path as the visitor sees it (with its locale prefix), e.g. `/pl/kontakt`. */
  path: string;
  /** The query string, '' or starting with `?`. */
  search: string;
}

const BlockSiteDataContext = createContext<BlockSiteData | null>(null);

export interface BlockSiteDataProviderProps {
  /** The offers of the page's locale (`GET /api/offers`). */
  offers: readonly Offer[];
  /** Car prices (`GET /api/offer_car_models`). */
  carModels: readonly OfferCarModel[];
  /**
   * The site settings (a map from `resolveSettings(…)` or the same as a plain object): blocks
   * format prices with their `prices.*` keys, falling back to the base price keys.
   */
  settings: ReadonlyMap<string, string> | Readonly<Record<string, string>>;
  /** The public forms of the page (`PageView.forms`); without them form blocks say the form is missing. */
  forms?: readonly PublicForm[] | undefined;
  /** The page's path and query (the same on the server and in the browser). */
  pageUrl?: PageUrl | undefined;
  /** The result of the plain POST this page was rendered after, if any. */
  formSubmission?: FormSubmissionState | undefined;
  /** The server-rendered inventory blocks' data by block id (the page loader's). */
  inventory?: Readonly<Record<string, InventoryBlockData>> | undefined;
  /** The map update blocks' steps by block id (the page loader's, when the URL asks for one). */
  mapUpdate?: Readonly<Record<string, MapUpdateBlockData>> | undefined;
  /** The site router's navigation, for blocks that keep their state in the URL. */
  navigate?: SiteNavigate | undefined;
  children?: ReactNode;
}

const NO_FORMS: readonly PublicForm[] = [];
const NO_INVENTORY: Readonly<Record<string, InventoryBlockData>> = {};
const NO_MAP_UPDATE: Readonly<Record<string, MapUpdateBlockData>> = {};

/**
 * Gives the blocks below it the site's offers, car prices and price settings. Put it around
 * `BlockList`, with the same values on the server and in the browser (they are part of the
 * server HTML; different values would make hydration fail).
 */
export function BlockSiteDataProvider({
  offers,
  carModels,
  settings,
  forms = NO_FORMS,
  pageUrl,
  formSubmission,
  inventory = NO_INVENTORY,
  mapUpdate = NO_MAP_UPDATE,
  navigate,
  children,
}: BlockSiteDataProviderProps) {
  const value = useMemo<BlockSiteData>(() => {
    const byAnchor = new Map(offers.map((offer) => [offer.anchor, offer]));
    const byKey = new Map(carModels.map((model) => [model.key, model]));
    return {
      offers,
      carModels,
      offer(anchor) {
        // Editors may paste the anchor as the page links it: `#rdx-<anchor>`.
        const bare = anchor.trim().replace(/^#/, '');
        return byAnchor.get(bare) ?? byAnchor.get(bare.replace(/^rdx-/, ''));
      },
      carModel: (key) => byKey.get(key),
      settings,
      forms,
      form(id) {
        const wanted = typeof id === 'string' ? Number(id.trim() || Number.NaN) : id;
        return forms.find((form) => form.id === wanted);
      },
      pageUrl,
      formSubmission,
      inventory,
      mapUpdate,
      navigate,
    };
  }, [offers, carModels, settings, forms, pageUrl, formSubmission, inventory, mapUpdate, navigate]);
  // Only data here: the price code ships with the views that show prices (see OfferPrice).
  return <BlockSiteDataContext.Provider value={value}>{children}</BlockSiteDataContext.Provider>;
}

/** The provider's data; throws a message naming the provider when there is none. */
export function useBlockSiteData(): BlockSiteData {
  const value = useContext(BlockSiteDataContext);
  if (!value) {
    throw new Error(
      'This block shows site data (offers, car prices): render it inside <BlockSiteDataProvider> (from @forecourt/blocks).',
    );
  }
  return value;
}
