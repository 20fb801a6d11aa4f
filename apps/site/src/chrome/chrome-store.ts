// The site chrome's data (site-shell.md §7): settings, and per locale the navigation, offers and
// car prices. Every page needs them, none of them depends on the page, and they change only when
// an admin changes them, so one store keeps them: in the site server for the whole process
// (emptied when the content service reports a change), in the browser for the visit.
import {
  resolveSettings,
  type Locale,
  type NavEntry,
  type Offer,
  type OfferCarModel,
} from '@forecourt/api-client';
import type { ContentClientFactory } from '../content.js';

/** What the chrome of a page in one locale shows. */
export interface ChromeData {
  locale: Locale;
  navEntries: NavEntry[];
  offers: Offer[];
  carModels: OfferCarModel[];
}

/** Known settings with their code defaults replaced by the stored values. */
export type SiteSettings = Record<string, string>;

export interface ChromeStore {
  /** Settings, or the code defaults when they cannot be read (every concern still renders). */
  settings(): Promise<SiteSettings>;
  chrome(locale: Locale): Promise<ChromeData>;
  /** Forgets everything, so the next read asks the content service again. */
  clear(): void;
}

const tolerate =
  <T>(what: string, empty: T) =>
  (error: unknown): T => {
    console.error(`${what} could not be loaded; the site shows it without.`, error);
    return empty;
  };

export interface ChromeStoreOptions {
  /**
   * Whether answers may be kept now. Defaults to always; the server keeps them only while the
   * content service's change feed is connected (it alone says when they change).
   */
  keep?: () => boolean;
}

/**
 * A store over `content`. A part that failed to load is shown empty this time and asked for
 * again next time (only answers are kept, never failures).
 */
export function createChromeStore(
  content: ContentClientFactory,
  { keep: mayKeep = () => true }: ChromeStoreOptions = {},
): ChromeStore {
  const kept = new Map<string, Promise<unknown>>();

  function keep<T>(key: string, load: () => Promise<T>, fallback: (error: unknown) => T): Promise<T> {
    const known = kept.get(key) as Promise<T> | undefined;
    if (known) return known;
    if (!mayKeep()) return load().catch(fallback);
    let failed = false;
    const promise = load().catch((error: unknown) => {
      failed = true;
      return fallback(error);
    });
    kept.set(key, promise);
    // A failure is not kept. (An answer overtaken by `clear()` is gone from the map already.)
    void promise.then(() => {
      if (failed && kept.get(key) === promise) kept.delete(key);
    });
    return promise;
  }

  const settings = () =>
    keep(
      'settings',
      async () => Object.fromEntries(resolveSettings(await content().getSettings())),
      (error) => {
        console.error('Settings could not be loaded; using defaults.', error);
        return Object.fromEntries(resolveSettings([]));
      },
    );

  return {
    settings,
    async chrome(locale) {
      const [navEntries, offers, carModels] = await Promise.all([
        keep(`nav:${locale}`, () => content().getNavEntries(locale), tolerate<NavEntry[]>('The navigation', [])),
        keep(`offers:${locale}`, () => content().getOffers(locale), tolerate<Offer[]>('The offers', [])),
        keep('car_models', () => content().getOfferCarModels(), tolerate<OfferCarModel[]>('The car prices', [])),
      ]);
      return { locale, navEntries, offers, carModels };
    },
    clear() {
      kept.clear();
    },
  };
}
