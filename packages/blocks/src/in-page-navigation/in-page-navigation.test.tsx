import { LOCALES } from '@forecourt/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateBlockData } from '../contract/index.js';
import { fixture } from '../fixture.js';
import { InPageNavigationBlock } from './in-page-navigation.js';
import { inPageNavigationFixture } from './in-page-navigation.fixtures.js';
import { inPageNavigationTemplate } from './in-page-navigation.schema.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

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

  describe('given a link is clicked', () => {
    it('should scroll the target below the header and the bar, and name it in the address', async () => {
      const user = userEvent.setup();
      const scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      const { container } = render(
        <InPageNavigationBlock data={inPageNavigationFixture} locale="en" mode="public" />,
      );
      const target = document.createElement('section');
      target.id = 'component-4';
      document.body.append(target);
      // jsdom has no layout: the bar's place at 300 px, the section at 1500 px.
      vi.spyOn(container.querySelector('.fc-in-page-nav__sentinel')!, 'getBoundingClientRect')
        .mockReturnValue({ top: 300 } as DOMRect);
      vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);
      vi.spyOn(screen.getByRole('navigation'), 'offsetHeight', 'get').mockReturnValue(50);

      await user.click(screen.getByRole('link', { name: 'Technical data' }));

      // No header in the document: 72 px (or 48 px below 1024 px), plus the bar's 50 px.
      expect(scrollTo).toHaveBeenCalledWith({ top: 1500 - 72 - 50, behavior: 'smooth' });
      expect(window.location.hash).toBe('#component-4');
      expect(target).toHaveFocus();
    });

    it('should leave a link to a missing target to the browser', async () => {
      const user = userEvent.setup();
      const scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      render(<InPageNavigationBlock data={inPageNavigationFixture} locale="en" mode="public" />);
      await user.click(screen.getByRole('link', { name: 'Leasing' }));
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  describe('given empty go-to-top texts', () => {
    it('should be valid and fall back to the built-in texts', () => {
      const data = fixture(inPageNavigationTemplate, {}, inPageNavigationFixture.groups);
      expect(validateBlockData(inPageNavigationTemplate, data, { locales: LOCALES })).toEqual([]);
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
