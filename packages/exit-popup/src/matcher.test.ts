// @vitest-environment node
import { URLPattern as URLPatternPolyfill } from 'urlpattern-polyfill/urlpattern';
import { describe, expect, it, vi } from 'vitest';
import { createExitMatcher, type ExitMatcherOptions } from './matcher.js';
import { parsePatternList, type URLPatternConstructor } from './patterns.js';

const BASE = 'https://www.brand.pl/pl/';

// Node 24 has URLPattern natively; browsers without it get the polyfill. Both must agree.
describe.each([
  ['native URLPattern', globalThis.URLPattern],
  ['urlpattern-polyfill', URLPatternPolyfill as unknown as URLPatternConstructor],
])('createExitMatcher — %s', (_name, URLPattern) => {
  const matcher = (options: Partial<ExitMatcherOptions>) =>
    createExitMatcher({ whitelist: '', baseUrl: BASE, URLPattern, ...options });

  describe('given an empty whitelist', () => {
    it('should never intercept, whatever the blacklist says', () => {
      for (const whitelist of ['', '   ', '\n\r\n', [], null, undefined]) {
        const m = matcher({ whitelist, blacklist: 'https://other.pl/*' });
        expect(m.shouldIntercept('https://dealer.pl/')).toBe(false);
        expect(m.shouldIntercept('https://other.pl/a')).toBe(false);
        expect(m.shouldIntercept('/pl/leave/a')).toBe(false);
      }
    });

    it('should never intercept when every whitelist line is invalid', () => {
      const m = matcher({ whitelist: 'https://(\nhttps://exa mple.com/*' });
      expect(m.shouldIntercept('https://example.com/')).toBe(false);
    });
  });

  describe('given a whitelist and a blacklist', () => {
    const m = matcher({
      whitelist: 'https://*.dealer.pl/*\nhttps://partner.com/*',
      blacklist: 'https://www.dealer.pl/*\nhttps://partner.com/safe/*',
    });

    it('should intercept a URL on the whitelist and not on the blacklist', () => {
      expect(m.shouldIntercept('https://warsaw.dealer.pl/offers')).toBe(true);
      expect(m.shouldIntercept('https://partner.com/deal')).toBe(true);
    });

    it('should not intercept a URL on both lists', () => {
      expect(m.shouldIntercept('https://www.dealer.pl/offers')).toBe(false);
      expect(m.shouldIntercept('https://partner.com/safe/page')).toBe(false);
    });

    it('should not intercept a URL on neither list', () => {
      expect(m.shouldIntercept('https://elsewhere.com/')).toBe(false);
    });

    it('should not intercept a URL only on the blacklist', () => {
      const only = matcher({ whitelist: 'https://a.pl/*', blacklist: 'https://b.pl/*' });
      expect(only.shouldIntercept('https://b.pl/x')).toBe(false);
    });
  });

  describe('given subdomain wildcards', () => {
    const m = matcher({ whitelist: 'https://*.dealer.pl/*' });

    it('should match any subdomain, nested ones too', () => {
      expect(m.shouldIntercept('https://krakow.dealer.pl/')).toBe(true);
      expect(m.shouldIntercept('https://a.b.dealer.pl/x')).toBe(true);
    });

    it('should not match the bare domain or a look-alike domain', () => {
      expect(m.shouldIntercept('https://dealer.pl/')).toBe(false);
      expect(m.shouldIntercept('https://notdealer.pl/')).toBe(false);
      expect(m.shouldIntercept('https://dealer.pl.evil.com/')).toBe(false);
    });

    it('should not match another scheme than the one written', () => {
      expect(m.shouldIntercept('http://krakow.dealer.pl/')).toBe(false);
    });

    it('should match host names case-insensitively', () => {
      expect(
        matcher({ whitelist: 'https://Partner.COM/*' }).shouldIntercept('https://partner.com/a'),
      ).toBe(true);
      expect(m.shouldIntercept('https://KRAKOW.Dealer.pl/')).toBe(true);
    });
  });

  describe('given paths and a trailing *', () => {
    const m = matcher({ whitelist: 'https://example.com/offers/*' });

    it('should match everything below the path', () => {
      expect(m.shouldIntercept('https://example.com/offers/')).toBe(true);
      expect(m.shouldIntercept('https://example.com/offers/xe/2024')).toBe(true);
    });

    it('should not match the path itself without its slash, nor a sibling', () => {
      expect(m.shouldIntercept('https://example.com/offers')).toBe(false);
      expect(m.shouldIntercept('https://example.com/offers-old/a')).toBe(false);
    });

    it('should match an exact path only exactly', () => {
      const exact = matcher({ whitelist: 'https://example.com/offers' });
      expect(exact.shouldIntercept('https://example.com/offers')).toBe(true);
      expect(exact.shouldIntercept('https://example.com/offers/xe')).toBe(false);
    });

    it('should treat an entry without a path as the whole site', () => {
      const site = matcher({ whitelist: 'https://example.com' });
      expect(site.shouldIntercept('https://example.com/')).toBe(true);
      expect(site.shouldIntercept('https://example.com/any/page?x=1')).toBe(true);
    });

    it('should treat an entry ending in / as the home page only', () => {
      const home = matcher({ whitelist: 'https://example.com/' });
      expect(home.shouldIntercept('https://example.com')).toBe(true);
      expect(home.shouldIntercept('https://example.com/a')).toBe(false);
    });

    it('should honour a port when one is written', () => {
      const port = matcher({ whitelist: 'https://example.com:8443/*' });
      expect(port.shouldIntercept('https://example.com:8443/a')).toBe(true);
      expect(port.shouldIntercept('https://example.com/a')).toBe(false);
    });
  });

  describe('given query strings', () => {
    it('should ignore the query when the entry has none', () => {
      const m = matcher({ whitelist: 'https://example.com/offers/*' });
      expect(m.shouldIntercept('https://example.com/offers/xe?utm_source=site&x=1')).toBe(true);
    });

    it('should require the whole query to match when the entry has one', () => {
      const m = matcher({ whitelist: 'https://example.com/offers?model=xe' });
      expect(m.shouldIntercept('https://example.com/offers?model=xe')).toBe(true);
      expect(m.shouldIntercept('https://example.com/offers?model=xf')).toBe(false);
      expect(m.shouldIntercept('https://example.com/offers?model=xe&utm=1')).toBe(false);
      expect(m.shouldIntercept('https://example.com/offers')).toBe(false);
    });

    it('should let a trailing * in the query allow more parameters', () => {
      const m = matcher({ whitelist: 'https://example.com/offers?model=xe*' });
      expect(m.shouldIntercept('https://example.com/offers?model=xe&utm=1')).toBe(true);
    });

    it('should read ? after a path wildcard as the start of the query', () => {
      const m = matcher({ whitelist: 'https://example.com/offers/*?model=xe' });
      expect(m.shouldIntercept('https://example.com/offers/a?model=xe')).toBe(true);
      expect(m.shouldIntercept('https://example.com/offers/a')).toBe(false);
    });

    it('should let an empty query (a trailing ?) mean "no query"', () => {
      const m = matcher({ whitelist: 'https://example.com/offers?' });
      expect(m.shouldIntercept('https://example.com/offers')).toBe(true);
      expect(m.shouldIntercept('https://example.com/offers?a=1')).toBe(false);
    });

    it('should blacklist by query too', () => {
      const m = matcher({
        whitelist: 'https://example.com/*',
        blacklist: 'https://example.com/*?stay=1*',
      });
      expect(m.shouldIntercept('https://example.com/a?stay=1')).toBe(false);
      expect(m.shouldIntercept('https://example.com/a?stay=0')).toBe(true);
    });
  });

  describe('given fragments', () => {
    it('should ignore the fragment of the URL and of the entry', () => {
      const m = matcher({ whitelist: 'https://example.com/a#top' });
      expect(m.shouldIntercept('https://example.com/a#bottom')).toBe(true);
      expect(m.shouldIntercept('https://example.com/a')).toBe(true);
    });
  });

  describe('given relative entries', () => {
    it('should prefix them with the site base path', () => {
      const m = matcher({ whitelist: '/leave/*' });
      expect(m.shouldIntercept('https://www.brand.pl/pl/leave/dealer')).toBe(true);
      expect(m.shouldIntercept('https://www.brand.pl/leave/dealer')).toBe(false);
      expect(m.shouldIntercept('https://other.pl/pl/leave/dealer')).toBe(false);
    });

    it('should treat an entry without a leading slash the same way', () => {
      const m = matcher({ whitelist: 'leave/*' });
      expect(m.shouldIntercept('https://www.brand.pl/pl/leave/dealer')).toBe(true);
    });

    it('should accept a base URL without a trailing slash', () => {
      const m = matcher({ whitelist: '/leave/*', baseUrl: 'https://www.brand.pl/pl' });
      expect(m.shouldIntercept('https://www.brand.pl/pl/leave/x')).toBe(true);
    });

    it('should use the root when the site has no base path', () => {
      const m = matcher({ whitelist: '/leave/*', baseUrl: 'https://www.brand.pl' });
      expect(m.shouldIntercept('https://www.brand.pl/leave/x')).toBe(true);
    });

    it('should take the base path literally, even with pattern characters in it', () => {
      const m = matcher({ whitelist: '/leave', baseUrl: 'https://www.brand.pl/pl(beta)/' });
      expect(m.shouldIntercept('https://www.brand.pl/pl(beta)/leave')).toBe(true);
    });

    it('should resolve relative URLs passed to it against the site root', () => {
      const m = matcher({ whitelist: '/leave/*' });
      expect(m.shouldIntercept('leave/x')).toBe(true);
      expect(m.shouldIntercept('/pl/leave/x')).toBe(true);
    });

    it('should keep the query rule for relative entries', () => {
      const m = matcher({ whitelist: '/leave?to=*' });
      expect(m.shouldIntercept('https://www.brand.pl/pl/leave?to=dealer')).toBe(true);
      expect(m.shouldIntercept('https://www.brand.pl/pl/leave')).toBe(false);
    });

    it('should give protocol-relative entries the site scheme', () => {
      const m = matcher({ whitelist: '//cdn.partner.com/*' });
      expect(m.shouldIntercept('https://cdn.partner.com/file')).toBe(true);
      expect(m.shouldIntercept('http://cdn.partner.com/file')).toBe(false);
    });
  });

  describe('given list formatting', () => {
    it('should split CRLF, LF and CR lines and trim each one', () => {
      const m = matcher({
        whitelist: '  https://a.pl/*  \r\nhttps://b.pl/*\rhttps://c.pl/*\n\thttps://d.pl/*\t',
      });
      for (const host of ['a', 'b', 'c', 'd']) {
        expect(m.shouldIntercept(`https://${host}.pl/x`)).toBe(true);
      }
    });

    it('should skip blank lines and # comments', () => {
      const entries = parsePatternList('# dealers\n\n   \nhttps://a.pl/*\n  # https://b.pl/*\n', {
        baseUrl: BASE,
        URLPattern,
      });
      expect(entries.map((e) => [e.line, e.source])).toEqual([[4, 'https://a.pl/*']]);
      const m = matcher({ whitelist: '# https://b.pl/*\nhttps://a.pl/*' });
      expect(m.shouldIntercept('https://b.pl/x')).toBe(false);
    });

    it('should accept the lists as arrays of lines', () => {
      const m = matcher({ whitelist: ['https://a.pl/*', ''], blacklist: ['https://a.pl/no'] });
      expect(m.shouldIntercept('https://a.pl/yes')).toBe(true);
      expect(m.shouldIntercept('https://a.pl/no')).toBe(false);
    });
  });

  describe('given invalid patterns', () => {
    const invalid = [
      'https://(',
      'https://exa mple.com/*',
      'https://*.dealer.pl/(',
      'http://[::',
      'https://a.pl/:id(\\d+',
    ];

    it('should ignore them silently and keep the valid lines', () => {
      const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation(() => {}),
      );
      const m = matcher({ whitelist: [...invalid, 'https://ok.pl/*'].join('\n') });
      for (const log of logs) expect(log).not.toHaveBeenCalled();
      for (const log of logs) log.mockRestore();
      expect(m.shouldIntercept('https://ok.pl/a')).toBe(true);
      expect(m.shouldIntercept('https://exa mple.com/')).toBe(false);
    });

    it('should report them as entries without a pattern', () => {
      const entries = parsePatternList(invalid.join('\n'), { baseUrl: BASE, URLPattern });
      expect(entries).toHaveLength(invalid.length);
      expect(entries.every((entry) => entry.pattern === null)).toBe(true);
    });

    it('should ignore an invalid blacklist line rather than block everything', () => {
      const m = matcher({ whitelist: 'https://ok.pl/*', blacklist: 'https://(' });
      expect(m.shouldIntercept('https://ok.pl/a')).toBe(true);
    });

    it('should ignore relative entries when the base URL is invalid', () => {
      const m = matcher({ whitelist: '/leave/*\nhttps://ok.pl/*', baseUrl: 'not a url' });
      expect(m.shouldIntercept('https://ok.pl/a')).toBe(true);
      expect(m.shouldIntercept('https://www.brand.pl/pl/leave/a')).toBe(false);
    });

    it('should not intercept a URL that cannot be parsed', () => {
      const m = matcher({ whitelist: 'https://ok.pl/*' });
      expect(m.shouldIntercept('https://exa mple.com/')).toBe(false);
      expect(m.shouldIntercept('http://[::')).toBe(false);
    });
  });

  // The admin documentation (README "Pattern syntax", the settings descriptions) promises these.
  describe('given the documented examples', () => {
    it.each([
      ['https://dealer.pl/*', 'https://dealer.pl/any/page', true],
      ['https://dealer.pl/*', 'https://krakow.dealer.pl/', false],
      ['https://*/*', 'https://www.brand.pl/pl/models', true],
      ['https://*', 'https://anything.com/x?y', true],
      ['https://*', 'http://anything.com/', false],
      ['https://example.com/models/:name', 'https://example.com/models/xe', true],
      ['https://example.com/models/:name', 'https://example.com/models/xe/specs', false],
      ['https://example.com/car/(\\d+)', 'https://example.com/car/42', true],
      ['https://example.com/car/(\\d+)', 'https://example.com/car/xe', false],
      ['https://example.com/a\\(b\\)', 'https://example.com/a(b)', true],
    ])('should read %s as matching %s: %s', (whitelist, url, expected) => {
      expect(matcher({ whitelist }).shouldIntercept(url)).toBe(expected);
    });
  });
});
