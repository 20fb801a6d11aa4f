import { LOCALES } from '@forecourt/api-client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCALE_CONFIGS,
  LOCALE_COOKIE,
  LocaleProvider,
  SHELL_MESSAGES,
  createTranslator,
  detectLocale,
  htmlLocaleAttributes,
  languageSwitchUrl,
  localeConfig,
  localeFromLanguages,
  localeFromPath,
  localizePath,
  parseAcceptLanguage,
  readLocaleCookie,
  rootRedirect,
  routeLocale,
  serializeLocaleCookie,
  shellT,
  stripLocalePrefix,
  useLocale,
  useShellT,
  writeLocaleCookie,
  type LocaleConfig,
} from './index.js';

const EN_SWITCH = '^(https?://[^/]+)/(.*)$:$1/pl/$2:';
const PL_SWITCH = '^(https?://[^/]+)/pl/?(.*)$:$1/$2:';

describe('given the shipped locales', () => {
  it('should configure every wire locale with code, iso, dir, file and domain', () => {
    expect(LOCALE_CONFIGS.map((c) => c.code)).toEqual([...LOCALES]);
    for (const config of LOCALE_CONFIGS) {
      expect(config.file).toBe(`${config.code}.json`);
      expect(config.dir).toBe('ltr');
    }
  });

  it('should fall back to the English configuration for an unknown code', () => {
    expect(localeConfig('xx').code).toBe('en');
  });

  it('should set dir rtl on <html> for a right-to-left locale', () => {
    const configs: LocaleConfig[] = [
      ...LOCALE_CONFIGS,
      { code: 'ar' as never, iso: 'ar-SA', dir: 'rtl', file: 'ar.json', domain: '' },
    ];
    expect(htmlLocaleAttributes('ar', configs)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(htmlLocaleAttributes('pl')).toEqual({ lang: 'pl', dir: 'ltr' });
  });
});

describe('given paths under the prefix_except_default strategy', () => {
  it('should read Polish from a /pl prefix in any case and English from an unprefixed path', () => {
    expect(localeFromPath('/pl/offers')).toBe('pl');
    expect(localeFromPath('/PL')).toBe('pl');
    expect(localeFromPath('/offers')).toBeNull();
    expect(localeFromPath('/plany')).toBeNull();
    expect(localeFromPath('/en/offers')).toBeNull();
    expect(routeLocale('/pl/x')).toBe('pl');
    expect(routeLocale('/x')).toBe('en');
  });

  it('should strip and add prefixes', () => {
    expect(stripLocalePrefix('/pl/Offers/Cars')).toBe('/Offers/Cars');
    expect(stripLocalePrefix('/pl')).toBe('/');
    expect(stripLocalePrefix('/plany')).toBe('/plany');
    expect(localizePath('/offers', 'pl')).toBe('/pl/offers');
    expect(localizePath('/', 'pl')).toBe('/pl');
    expect(localizePath('/pl/offers', 'en')).toBe('/offers');
  });
});

describe('given locale detection signals', () => {
  it('should prefer the path prefix over everything else', () => {
    expect(
      detectLocale({ pathname: '/pl/x', cookie: `${LOCALE_COOKIE}=en`, languages: 'en' }),
    ).toBe('pl');
  });

  it('should use a configured domain before the cookie', () => {
    const configs = LOCALE_CONFIGS.map((c) => (c.code === 'pl' ? { ...c, domain: 'forecourt.pl' } : c));
    expect(
      detectLocale({ pathname: '/', host: 'Forecourt.pl:443', cookie: `${LOCALE_COOKIE}=en`, configs }),
    ).toBe('pl');
  });

  it('should use the cookie before the browser language', () => {
    expect(detectLocale({ pathname: '/', cookie: `a=1; ${LOCALE_COOKIE}=pl`, languages: 'en-GB' })).toBe('pl');
    expect(detectLocale({ pathname: '/', cookie: `${LOCALE_COOKIE}=de`, languages: 'pl' })).toBe('pl');
  });

  it('should honour Accept-Language weights and navigator.languages order', () => {
    expect(parseAcceptLanguage('de;q=0.9, pl-PL;q=0.95, fr;q=0, *')).toEqual(['pl-PL', 'de']);
    expect(localeFromLanguages('de-DE, pl;q=0.5')).toBe('pl');
    expect(localeFromLanguages(['pl-PL', 'en'])).toBe('pl');
    expect(localeFromLanguages('de, fr')).toBeNull();
  });

  it('should fall back to English', () => {
    expect(detectLocale({ pathname: '/' })).toBe('en');
  });
});

describe('given a visitor at the root path', () => {
  it('should redirect 302 to /pl when the cookie or browser says Polish', () => {
    expect(rootRedirect({ pathname: '/', cookie: `${LOCALE_COOKIE}=pl` })).toEqual({ location: '/pl', status: 302 });
    expect(rootRedirect({ pathname: '/', languages: 'pl-PL,pl;q=0.9' })).toEqual({ location: '/pl', status: 302 });
  });

  it('should not redirect when English is detected or the path is not the root', () => {
    expect(rootRedirect({ pathname: '/', cookie: `${LOCALE_COOKIE}=en`, languages: 'pl' })).toBeNull();
    expect(rootRedirect({ pathname: '/offers', languages: 'pl' })).toBeNull();
    expect(rootRedirect({ pathname: '/pl', languages: 'pl' })).toBeNull();
  });
});

describe('given the language cookie', () => {
  afterEach(() => vi.useRealTimers());

  it('should last 365 days on the root path with SameSite=Lax', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const cookie = serializeLocaleCookie('pl');
    expect(cookie).toContain('i18n_redirected=pl');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Expires=Fri, 01 Jan 2027 00:00:00 GMT');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('should be SameSite=None and Secure when cross-origin', () => {
    expect(serializeLocaleCookie('en', { crossOrigin: true })).toContain('SameSite=None; Secure');
  });

  it('should read back only shipped locales', () => {
    expect(readLocaleCookie('i18n_redirected=pl')).toBe('pl');
    expect(readLocaleCookie('x_i18n_redirected=pl')).toBeNull();
    expect(readLocaleCookie('i18n_redirected=%E0')).toBeNull();
    expect(readLocaleCookie(null)).toBeNull();
  });

  it('should be written to document.cookie when the visitor switches', () => {
    writeLocaleCookie('pl');
    expect(readLocaleCookie(document.cookie)).toBe('pl');
    writeLocaleCookie('en');
    expect(readLocaleCookie(document.cookie)).toBe('en');
  });
});

describe('given a language item url pattern:replacement:flags', () => {
  it('should build the Polish link from an English page and back', () => {
    expect(languageSwitchUrl(EN_SWITCH, 'https://site.test/offers?x=1#a')).toBe(
      'https://site.test/pl/offers?x=1#a',
    );
    expect(languageSwitchUrl(PL_SWITCH, 'http://localhost:3000/pl/offers')).toBe('http://localhost:3000/offers');
    expect(languageSwitchUrl(PL_SWITCH, 'http://localhost:3000/pl')).toBe('http://localhost:3000/');
  });

  it('should apply flags and replacements that contain colons', () => {
    expect(languageSwitchUrl('^https?://([^/]+)/(.*)$:https://pl.$1/$2:i', 'HTTP://site.test/a')).toBe(
      'https://pl.site.test/a',
    );
    expect(languageSwitchUrl('/en/:/pl/:g', 'https://s.test/en/a/en/b')).toBe('https://s.test/pl/a/pl/b');
  });

  it('should leave the URL unchanged for an invalid or empty rule', () => {
    expect(languageSwitchUrl('([:x:', 'https://s.test/a')).toBe('https://s.test/a');
    expect(languageSwitchUrl('abc', 'https://s.test/a')).toBe('https://s.test/a');
    expect(languageSwitchUrl('a:b:zz', 'https://s.test/a')).toBe('https://s.test/a');
    expect(languageSwitchUrl(null, 'https://s.test/a')).toBe('https://s.test/a');
  });
});

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child ? keysOf(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('given the locale bundles (i18next format)', () => {
  it('should ship the same keys in English and Polish', () => {
    expect(keysOf(SHELL_MESSAGES.pl).sort()).toEqual(keysOf(SHELL_MESSAGES.en).sort());
  });

  it('should keep the same {{placeholders}} in every Polish text as in the English one', () => {
    const placeholders = (locale: 'en' | 'pl', key: string) =>
      (shellT(locale)(key).match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const key of keysOf(SHELL_MESSAGES.en)) {
      expect(placeholders('pl', key), key).toEqual(placeholders('en', key));
    }
  });

  it('should translate into Polish and keep the spec texts exact in English', () => {
    expect(shellT('en')('menu.keyboardShortcuts')).toBe('KEYBOARD SHORTCUTS');
    expect(shellT('en')('search.noResult')).toBe('no result');
    expect(shellT('pl')('menu.keyboardShortcuts')).toBe('SKRÓTY KLAWISZOWE');
    expect(shellT('pl')('language.current', { language: 'Polski' })).toBe('Bieżący język: Polski');
  });

  it('should fall back to English for a key the locale lacks, and to the key itself', () => {
    const t = createTranslator({ en: { only: { english: 'Only {{what}}' } }, pl: {} }, 'pl');
    expect(t('only.english', { what: 'English' })).toBe('Only English');
    expect(t('not.there')).toBe('not.there');
    expect(t('only')).toBe('only');
  });

  it('should give components the provider locale', () => {
    function Probe() {
      const t = useShellT();
      return <p lang={useLocale()}>{t('search.submit')}</p>;
    }
    render(
      <LocaleProvider locale="pl">
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('Szukaj')).toHaveAttribute('lang', 'pl');
  });
});
