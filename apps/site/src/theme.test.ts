import { describe, expect, it } from 'vitest';
import { siteTheme } from './theme.js';

describe('given the general.theme setting', () => {
  it('should use a known theme whatever its case, and programme for anything else', () => {
    expect(siteTheme({ 'general.theme': ' Jaguar ' })).toBe('jaguar');
    expect(siteTheme({ 'general.theme': 'land-rover' })).toBe('land-rover');
    // A value stored before the service checked themes ("jagaur") must not break the site.
    expect(siteTheme({ 'general.theme': 'jagaur' })).toBe('programme');
    expect(siteTheme(undefined)).toBe('programme');
  });
});
