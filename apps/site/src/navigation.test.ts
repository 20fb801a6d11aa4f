// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { routablePath } from './navigation.js';

const ORIGIN = 'http://localhost:3000';

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-click]') ?? document.querySelector('a')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return routablePath(event, ORIGIN);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('routablePath', () => {
  describe('given a plain link to another page', () => {
    it('should navigate client-side, keeping query and hash', () => {
      expect(clickOn('<a href="/offers?model=f-pace#rdx-lease">Offers</a>')).toBe(
        '/offers?model=f-pace#rdx-lease',
      );
      expect(clickOn('<a href="/range"><span data-click>Range</span></a>')).toBe('/range');
      expect(clickOn(`<a href="${ORIGIN}/Some-Path">x</a>`)).toBe('/Some-Path');
    });
  });

  describe('given links the browser must handle', () => {
    it('should leave them alone', () => {
      expect(clickOn('<a href="https://example.com/">x</a>')).toBeNull();
      expect(clickOn('<a href="/cms/pages">x</a>')).toBeNull();
      expect(clickOn('<a href="/admin">x</a>')).toBeNull();
      expect(clickOn('<a href="/api/v1/image/1/w/720">x</a>')).toBeNull();
      expect(clickOn('<a href="/brochure.pdf" download>x</a>')).toBeNull();
      expect(clickOn('<a href="/x" target="_blank">x</a>')).toBeNull();
      expect(clickOn('<a href="/x">x</a>', { ctrlKey: true })).toBeNull();
      expect(clickOn('<a href="/x">x</a>', { button: 1 })).toBeNull();
    });
  });
});

// Hash scrolling itself is tested in @forecourt/shell (src/scrolling).
