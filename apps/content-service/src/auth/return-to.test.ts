import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it('should keep a path of this site with its query and fragment', () => {
    expect(safeReturnTo('/cms/pages?x=1#top')).toBe('/cms/pages?x=1#top');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('should land on / for anything that would leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\/evil.example',
      // Browsers drop tabs and line breaks inside a URL: these would become //127.0.0.1:3999/x.
      '/\t/127.0.0.1:3999/x',
      '/\n/evil.example',
      '/%09/evil.example',
      'javascript:alert(1)',
      ' /cms',
    ]) {
      const target = safeReturnTo(value);
      expect(new URL(target, 'http://site.test').origin, JSON.stringify(value)).toBe('http://site.test');
    }
    expect(safeReturnTo('/\t/127.0.0.1:3999/x')).toBe('/');
    expect(safeReturnTo('//evil.example/x')).toBe('/');
  });

  it('should refuse control characters, over-long paths and anything that is not text', () => {
    expect(safeReturnTo('/cms\r\nSet-Cookie: x=1')).toBe('/');
    expect(safeReturnTo('/cms\u0000')).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(2048)}`)).toBe('/');
    expect(safeReturnTo(['/cms', '/admin'])).toBe('/');
    expect(safeReturnTo(undefined, '/cms')).toBe('/cms');
  });
});
