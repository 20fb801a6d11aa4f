// The browser's chrome data beyond the server's answer (another locale after a language switch):
// the store's code is fetched only then.
import type { Locale } from '@forecourt/api-client';
import type { ContentClientFactory } from '../content.js';
import type { ChromeData, ChromeStore } from './chrome-store.js';

let store: Promise<ChromeStore> | undefined;
const byLocale = new Map<Locale, Promise<ChromeData>>();

/** The visit's chrome store (one per page load). */
export function browserChromeStore(content: ContentClientFactory): Promise<ChromeStore> {
  store ??= import('./chrome-store.js').then((module) => module.createChromeStore(content));
  return store;
}

/** The chrome of `locale`, the same promise every time (for React's `use`). */
export function browserChrome(content: ContentClientFactory, locale: Locale): Promise<ChromeData> {
  let chrome = byLocale.get(locale);
  if (!chrome) {
    chrome = browserChromeStore(content).then((kept) => kept.chrome(locale));
    byLocale.set(locale, chrome);
  }
  return chrome;
}
