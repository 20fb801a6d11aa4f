import { LOCALES } from '@forecourt/api-client';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateBlockData } from '../contract/index.js';
import { fixture } from '../fixture.js';
import { InPageNavigationBlock } from './in-page-navigation.js';
import { inPageNavigationFixture } from './in-page-navigation.fixtures.js';
import { inPageNavigationTemplate } from './in-page-navigation.schema.js';


describe('InPageNavigationBlock', () => {
  describe('given the seeded links', () => {
    it('should link block numbers to #component-N and ids to themselves', () => {
      render(<InPageNavigationBlock data={inPageNavigationFixture} locale="en" mode="public" />);
      const nav = screen.getByRole('navigation', { name: 'In-page navigation' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Overview', '#component-3'],
        ['Technical data', '#component-4'],
        ['Leasing', '#rdx-leasing'],
      ]);
    });

    it('should show the Polish labels and name for locale pl', () => {
      render(<InPageNavigationBlock data={inPageNavigationFixture} locale="pl" mode="public" />);
      const nav = screen.getByRole('navigation', { name: 'Nawigacja na stronie' });
      expect(within(nav).getByRole('link', { name: 'Dane techniczne' })).toBeInTheDocument();
    });
  });

  describe('given empty go-to-top texts', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('should be valid and fall back to the built-in texts of the locale', () => {
      const data = fixture(inPageNavigationTemplate, {}, inPageNavigationFixture.groups);
      expect(validateBlockData(inPageNavigationTemplate, data, { locales: LOCALES })).toEqual([]);
      // The page has scrolled past the bar: its place is above the header.
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly callback: IntersectionObserverCallback) {}
          observe(target: Element) {
            const entry = { isIntersecting: false, boundingClientRect: { top: -10 }, target };
            this.callback([entry as unknown as IntersectionObserverEntry], this as never);
          }
          disconnect() {}
        },
      );
      render(<InPageNavigationBlock data={data} locale="pl" mode="public" />);
      expect(screen.getByRole('button', { name: 'Powrót na górę' })).toHaveTextContent(
        'Do góryPowrót na górę',
      );
    });
  });

  describe('given the template limits', () => {
    it('should refuse an 11th link and a block id that is neither a number nor an id', () => {
      const eleven = Array.from({ length: 11 }, (_, index) => ({
        label: { en: `Section ${index + 1}` },
        blockId: String(index + 1),
      }));
      expect(
        validateBlockData(
          inPageNavigationTemplate,
          fixture(inPageNavigationTemplate, {}, eleven),
          { locales: LOCALES },
        ).map((issue) => issue.rule),
      ).toContain('max_field_groups');
      const bad = fixture(inPageNavigationTemplate, {}, [
        { label: { en: 'Prices' }, blockId: 'two words' },
      ]);
      expect(validateBlockData(inPageNavigationTemplate, bad, { locales: LOCALES })).toEqual([
        expect.objectContaining({ path: 'groups[0].blockId', rule: 'pattern' }),
      ]);
    });
  });
});
