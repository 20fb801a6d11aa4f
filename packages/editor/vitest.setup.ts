// Same as @forecourt/vitest-config/setup-dom, but resolved from this package: the shared file
// imports @testing-library/react, which the tooling package does not depend on.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait longer than the 1 s default: the tests talk to a real service over HTTP
// while other suites share the two CI cores.
configure({ asyncUtilTimeout: 10_000 });

// CodeMirror (the code fields) measures text through Range.getClientRects/getBoundingClientRect,
// which jsdom does not implement (it lays nothing out). Empty rectangles are enough for it to work.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = function getClientRects() {
    return Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
    return new DOMRect(0, 0, 0, 0);
  };
}
