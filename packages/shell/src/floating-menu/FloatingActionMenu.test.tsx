import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingActionMenu } from './FloatingActionMenu.js';

const SEEDED = JSON.stringify([
  { link: '/offers', label: 'Oferty', target: '_self', type: 'internal', icon: 'offer' },
  { link: '/models/range-rover-sport', label: 'Jazda próbna', target: '_self', type: 'internal' },
  { link: 'tel:+48221234567', label: 'Zadzwoń', target: '_self', type: 'external' },
  { link: 'https://shop.forecourt.test', label: 'Sklep', target: '_blank', type: 'external' },
]);

const button = () => screen.getByRole('button', { name: 'Quick links' });
const overlay = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.fc-fab__overlay');

/** Pretends the viewport is below (or above) the lg breakpoint. */
function stubViewport(belowLarge: boolean) {
  const queries: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query);
    return {
      matches: belowLarge,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
  return queries;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.style.paddingBottom = '';
});

describe('FloatingActionMenu', () => {
  describe('given the seeded quick links', () => {
    it('should start closed with the links hidden', () => {
      const { container } = render(<FloatingActionMenu settingValue={SEEDED} />);
      expect(button()).toHaveAttribute('aria-expanded', 'false');
      expect(container.firstElementChild).toHaveAttribute('data-state', 'closed');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('should open from its button and list every link, then close again', async () => {
      const { container } = render(<FloatingActionMenu settingValue={SEEDED} />);
      await userEvent.click(button());
      expect(button()).toHaveAttribute('aria-expanded', 'true');
      expect(container.firstElementChild).toHaveAttribute('data-state', 'open');
      const list = screen.getByRole('list', { name: 'Quick links' });
      expect(button()).toHaveAttribute('aria-controls', list.id);
      expect(within(list).getByRole('link', { name: 'Oferty' })).toHaveAttribute('href', '/offers');
      expect(within(list).getByRole('link', { name: 'Zadzwoń' })).toHaveAttribute(
        'href',
        'tel:+48221234567',
      );
      expect(within(list).getByRole('link', { name: /Sklep/ })).toHaveAttribute('target', '_blank');
      expect(within(list).getAllByRole('link')).toHaveLength(4);
      await userEvent.click(button());
      expect(button()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('should close when the overlay is clicked', async () => {
      const { container } = render(<FloatingActionMenu settingValue={SEEDED} />);
      expect(overlay(container)).toBeNull();
      await userEvent.click(button());
      await userEvent.click(overlay(container)!);
      expect(button()).toHaveAttribute('aria-expanded', 'false');
      expect(overlay(container)).toBeNull();
    });

    it('should close on ESC and give focus back to its button', async () => {
      render(<FloatingActionMenu settingValue={SEEDED} />);
      await userEvent.click(button());
      await userEvent.tab();
      await userEvent.keyboard('{Escape}');
      expect(button()).toHaveAttribute('aria-expanded', 'false');
      expect(button()).toHaveFocus();
    });

    it('should close when a link is followed', async () => {
      render(<FloatingActionMenu settingValue={SEEDED} />);
      await userEvent.click(button());
      const link = screen.getByRole('link', { name: 'Oferty' });
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
      expect(button()).toHaveAttribute('aria-expanded', 'false');
    });

    it('should not pad the page in primary mode', async () => {
      stubViewport(true);
      render(<FloatingActionMenu settingValue={SEEDED} />);
      await userEvent.click(button());
      expect(document.body.style.paddingBottom).toBe('');
    });
  });

  describe('given a touch on its button', () => {
    it('should mark it touched for 200 ms', () => {
      vi.useFakeTimers();
      render(<FloatingActionMenu settingValue={SEEDED} />);
      fireEvent.touchStart(button());
      expect(button()).toHaveAttribute('data-touched', 'true');
      act(() => vi.advanceTimersByTime(199));
      expect(button()).toHaveAttribute('data-touched', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(button()).not.toHaveAttribute('data-touched');
    });

    it('should restart the 200 ms on a second touch', () => {
      vi.useFakeTimers();
      render(<FloatingActionMenu settingValue={SEEDED} />);
      fireEvent.touchStart(button());
      act(() => vi.advanceTimersByTime(150));
      fireEvent.touchStart(button());
      act(() => vi.advanceTimersByTime(150));
      expect(button()).toHaveAttribute('data-touched', 'true');
      act(() => vi.advanceTimersByTime(50));
      expect(button()).not.toHaveAttribute('data-touched');
    });
  });

  describe.each([
    ['invalid JSON', '{not json'],
    ['not a list', '{"link":"/offers","label":"Offers"}'],
  ])('given a setting that is %s', (_, value) => {
    it("should show nothing and warn to check the 'general.global_fab' key", () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { container } = render(<FloatingActionMenu settingValue={value} />);
      expect(container).toBeEmptyDOMElement();
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("Check the 'general.global_fab' key"),
      );
    });
  });

  describe('given an empty list', () => {
    it('should show nothing', () => {
      const { container } = render(<FloatingActionMenu settingValue="[]" />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('given secondary mode', () => {
    it('should keep only the first 3 items and open once when shown', () => {
      stubViewport(false);
      render(
        <StrictMode>
          <FloatingActionMenu settingValue={SEEDED} secondary="true" />
        </StrictMode>,
      );
      expect(button()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
        'Oferty',
        'Jazda próbna',
        'Zadzwoń',
      ]);
    });

    it('should toggle only once, then follow its button without an overlay', async () => {
      stubViewport(false);
      const { container, rerender } = render(
        <FloatingActionMenu settingValue={SEEDED} secondary />,
      );
      expect(overlay(container)).toBeNull();
      rerender(<FloatingActionMenu settingValue={SEEDED} secondary />);
      expect(button()).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(button());
      expect(button()).toHaveAttribute('aria-expanded', 'false');
      rerender(<FloatingActionMenu settingValue={SEEDED} secondary />);
      expect(button()).toHaveAttribute('aria-expanded', 'false');
    });

    it('should stay open when a link is followed', async () => {
      stubViewport(false);
      render(<FloatingActionMenu settingValue={SEEDED} secondary />);
      const link = screen.getByRole('link', { name: 'Oferty' });
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
      expect(button()).toHaveAttribute('aria-expanded', 'true');
    });

    it('should pad the page bottom by its height below large screens, and restore it when gone', () => {
      const queries = stubViewport(true);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(132);
      document.body.style.paddingBottom = '4px';
      const { unmount } = render(<FloatingActionMenu settingValue={SEEDED} secondary />);
      expect(queries).toContain('(max-width: 900.98px)');
      expect(document.body.style.paddingBottom).toBe('132px');
      unmount();
      expect(document.body.style.paddingBottom).toBe('4px');
    });

    it('should not pad the page on large screens', () => {
      stubViewport(false);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(132);
      render(<FloatingActionMenu settingValue={SEEDED} secondary />);
      expect(document.body.style.paddingBottom).toBe('');
    });
  });
});
