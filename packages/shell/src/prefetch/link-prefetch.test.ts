import { describe, expect, it } from 'vitest';
import { canPrefetch } from './idle.js';

// Watching links and idle time is covered in Chromium (tooling/e2e/src/link-prefetch.e2e.ts):
// jsdom has neither IntersectionObserver nor requestIdleCallback.
describe('canPrefetch', () => {
  it.each([
    ['a browser that does not tell', undefined, true],
    ['a 4g connection', { effectiveType: '4g' }, true],
    ['a 3g connection', { effectiveType: '3g' }, true],
    ['a 2g connection', { effectiveType: '2g' }, false],
    ['a slow-2g connection', { effectiveType: 'slow-2g' }, false],
    ['save-data on a fast connection', { effectiveType: '4g', saveData: true }, false],
    ['save-data off', { saveData: false }, true],
  ])('given %s, should answer %s', (_name, connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });
});
