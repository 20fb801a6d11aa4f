import type { Locale } from '@forecourt/api-client';
import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import { use } from 'react';
import { browserChrome } from './browser-chrome.js';
import type { ChromeData } from './chrome-store.js';

/**
 * The chrome's data of `locale`: the server's answer for the locale the document was rendered
 * in (part of the server HTML, so server and browser render the same), else (after a language
 * switch) the browser's store, suspending until it arrives.
 */
export function useChrome(locale: Locale): ChromeData {
  const { chrome } = useLoaderData({ from: '__root__' });
  const { content } = useRouteContext({ from: '__root__' });
  return chrome.locale === locale ? chrome : use(browserChrome(content, locale));
}
