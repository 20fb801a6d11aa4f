import { BASIC_SCOPES } from '../scopes.js';
import type { ConsentStrategy } from './strategy.js';

/**
 * Our own banner ('COOKIE POLICY' … 'Accept'): nothing to listen to, the banner accepts
 * `scopes` through the store.
 */
export function basicStrategy(): ConsentStrategy {
  return {
    name: 'basic',
    scopes: BASIC_SCOPES,
    showsBanner: true,
    init() {},
    dispose() {},
    script: () => null,
  };
}
