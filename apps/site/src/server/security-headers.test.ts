import { describe, expect, it } from 'vitest';
import { allowedOrigins, GOOGLE_MAPS_ORIGINS, pageContentSecurityPolicy } from './security-headers.js';

describe('given the map blocks and the page policy', () => {
  it('should allow Google Maps’ origins only while a maps key is set', () => {
    expect(allowedOrigins({ 'general.maps_key': 'AIza-test' })).toEqual(GOOGLE_MAPS_ORIGINS);
    expect(allowedOrigins({ 'general.maps_key': '' })).toEqual([]);
    expect(allowedOrigins({})).toEqual([]);
  });

  it('should add nothing for MapLibre maps, whatever style they draw', () => {
    const policy = pageContentSecurityPolicy('n0nce', allowedOrigins({ 'general.map_style_url': 'https://tiles.example.test/style.json' }));
    expect(policy).toBe(
      "script-src 'self' 'nonce-n0nce'; style-src 'self' 'nonce-n0nce'; style-src-attr 'unsafe-inline'; object-src 'none'; base-uri 'self'",
    );
  });
});
