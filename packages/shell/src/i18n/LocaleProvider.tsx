import { DEFAULT_LOCALE, type Locale } from '@forecourt/api-client';
import { createContext, useContext, type ReactNode } from 'react';
import { shellT } from './i18n.js';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's locale for every shell part below (the site sets it from the path prefix). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The locale the page renders in; nav, breadcrumb and search calls pass it as `?locale=`. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The shell's translate function for the current locale. */
export function useShellT() {
  return shellT(useLocale());
}
