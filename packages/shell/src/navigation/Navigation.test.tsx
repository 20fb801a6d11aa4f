import type { NavEntry } from '@forecourt/api-client';
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_NAV_ENTRIES, seededLanguageHref } from './fixtures.js';
import { Navigation, type NavigationPanelContext, type NavigationProps } from './Navigation.js';
import { MOBILE_RESET_DELAY } from './navigation-state.js';
import { scrollToElement } from '../scrolling/scrolling.js';
import { installViewport } from './test-viewport.js';

// Full user flows on two shared cores (turbo builds alongside) can exceed the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

/** A stand-in panel body: shows what the navigation hands to the site's panels. */
function StubPanel({ entry, context }: { entry: NavEntry; context: NavigationPanelContext }) {
  return (
    <div data-testid={`panel-${entry.label}`}>
      <p>
        {entry.label} panel, {context.variant}, level {context.level}, {context.state}, item{' '}
        {context.secondLevelIndex}
      </p>
      <button type="button" onClick={() => context.onSelectSecondLevel(context.secondLevelIndex + 1)}>
        Next item
      </button>
      {context.onOpenCarTabs && (
        <button type="button" onClick={context.onOpenCarTabs}>
          Variants
        </button>
      )}
      {entry.children[0]?.url && <a href={entry.children[0].url}>{entry.children[0].label}</a>}
    </div>
  );
}

const SETTINGS = { 'price.exchange_rate': '4.25', 'price.exchange_date': '2026-11-20' };

function renderNavigation(props: Partial<NavigationProps> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PriceSettingsProvider settings={SETTINGS} exchange={null}>
      {children}
    </PriceSettingsProvider>
  );
  return render(
    <Navigation
      entries={SEEDED_NAV_ENTRIES}
      renderPanel={(entry, context) => <StubPanel entry={entry} context={context} />}
      renderSearch={({ onClose }) => (
        <form role="search" aria-label="Site search">
          <input aria-label="Search the site" />
          <button type="button" onClick={onClose}>
            Close search
          </button>
        </form>
      )}
      languageHref={seededLanguageHref}
      {...props}
    />,
    { wrapper },
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const item = (name: string) => within(nav()).getByRole('button', { name });
const overlay = (container: HTMLElement) => container.querySelector<HTMLElement>('.fc-nav__overlay')!;

let viewport: ReturnType<typeof installViewport>;
afterEach(() => {
  viewport.restore();
  vi.useRealTimers();
});

describe('Navigation on desktop', () => {
  beforeEach(() => {
    viewport = installViewport(1280);
  });

  describe('given no item is open', () => {
    it('should show the logo link home, the first-level items collapsed and the secondary items', () => {
      renderNavigation();
      expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      for (const name of ['Models', 'Offers', 'Ownership', 'Discover', 'Retailers', 'About us']) {
        expect(item(name)).toHaveAttribute('aria-expanded', 'false');
      }
      expect(item('Search')).toHaveAttribute('aria-expanded', 'false');
      expect(within(nav()).getByRole('link', { name: 'Polski' })).toHaveAttribute('href', '/pl/models');
      expect(within(nav()).getByRole('link', { name: 'Test drive' })).toHaveAttribute('href', '/offers#test-drive');
      expect(within(nav()).getByText('4.25', { exact: false })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Models' })).not.toBeInTheDocument();
      expect(document.body).not.toHaveClass('fc-scroll-locked');
    });

    it('should not show the retailer bar without its text', () => {
      const { container } = renderNavigation({ retailerBarText: '  ' });
      expect(container.querySelector('.fc-nav__retailer-bar')).toBeNull();
      expect(container.querySelector('header')).not.toHaveAttribute('data-retailer-bar');
    });

    it('should show the retailer bar text from retailers.top_bar_text', () => {
      const { container } = renderNavigation({ retailerBarText: 'Land Rover Warszawa — official retailer' });
      expect(screen.getByText('Land Rover Warszawa — official retailer')).toBeInTheDocument();
      expect(container.querySelector('header')).toHaveAttribute('data-retailer-bar', 'true');
    });

    it('should leave out a language item the site gives no link for', () => {
      renderNavigation({ languageHref: () => undefined });
      expect(within(nav()).queryByRole('link', { name: 'Polski' })).not.toBeInTheDocument();
    });
  });

  describe('given a first-level item is clicked', () => {
    it('should open its panel, controlled by the button, with focus inside and the page locked', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(item('Models'));
      const button = item('Models');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = screen.getByRole('group', { name: 'Models' });
      expect(button.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel).toHaveAttribute('data-state', 'active');
      expect(within(panel).getByText('Models panel, desktop, level 1, active, item 0')).toBeInTheDocument();
      expect(panel).toHaveFocus();
      expect(document.body).toHaveClass('fc-scroll-locked');
    });

    it('should close it when the same item is clicked again and return focus to it', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(item('Offers'));
      await user.click(item('Offers'));
      expect(item('Offers')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('group', { name: 'Offers' })).not.toBeInTheDocument();
      expect(item('Offers')).toHaveFocus();
      expect(document.body).not.toHaveClass('fc-scroll-locked');
    });

    it('should switch to another item with its second level back at 0', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(item('Models'));
      await user.click(screen.getByRole('button', { name: 'Next item' }));
      expect(screen.getByText('Models panel, desktop, level 1, active, item 1')).toBeInTheDocument();
      await user.click(item('Ownership'));
      expect(item('Models')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('group', { name: 'Ownership' })).toHaveAttribute('data-state', 'active');
      expect(screen.getByText('Ownership panel, desktop, level 1, active, item 0')).toBeInTheDocument();
      await user.click(item('Models'));
      expect(screen.getByText('Models panel, desktop, level 1, active, item 0')).toBeInTheDocument();
    });

    it('should mark the other panels inactive', async () => {
      const user = userEvent.setup();
      const { container } = renderNavigation();
      await user.click(item('Discover'));
      const states = [...container.querySelectorAll('[data-nav-panel]')].map((panel) => panel.getAttribute('data-state'));
      expect(states).toEqual(['inactive', 'inactive', 'inactive', 'active', 'inactive', 'inactive']);
    });

    it('should close on ESC and return focus to the item', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(item('Retailers'));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: 'Retailers' })).not.toBeInTheDocument();
      expect(item('Retailers')).toHaveFocus();
    });

    it('should stay open on an ESC the panel already handled', async () => {
      const user = userEvent.setup();
      renderNavigation({
        renderPanel: (entry) => (
          <div onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
            <button type="button">{entry.label} shortcut</button>
          </div>
        ),
      });
      await user.click(item('Models'));
      await user.click(screen.getByRole('button', { name: 'Models shortcut' }));
      await user.keyboard('{Escape}');
      expect(screen.getByRole('group', { name: 'Models' })).toBeInTheDocument();
    });

    it('should close when the overlay is clicked', async () => {
      const user = userEvent.setup();
      const { container } = renderNavigation();
      await user.click(item('About us'));
      expect(overlay(container)).toHaveAttribute('data-state', 'open');
      await user.click(overlay(container));
      expect(item('About us')).toHaveAttribute('aria-expanded', 'false');
      expect(overlay(container)).toHaveAttribute('data-state', 'closed');
    });

    it('should close when the panel asks to', async () => {
      const user = userEvent.setup();
      renderNavigation({
        renderPanel: (entry, { onClose }) => (
          <button type="button" onClick={onClose}>
            Close {entry.label}
          </button>
        ),
      });
      await user.click(item('Offers'));
      await user.click(screen.getByRole('button', { name: 'Close Offers' }));
      expect(screen.queryByRole('group', { name: 'Offers' })).not.toBeInTheDocument();
    });

    it('should tell the site the menu is active (breadcrumbs hide)', async () => {
      const user = userEvent.setup();
      const onMenuActiveChange = vi.fn();
      renderNavigation({ onMenuActiveChange });
      await user.click(item('Offers'));
      expect(onMenuActiveChange).toHaveBeenLastCalledWith(true);
      await user.keyboard('{Escape}');
      expect(onMenuActiveChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe('given search', () => {
    it('should open the search slot and close open content', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(item('Models'));
      await user.click(item('Search'));
      expect(item('Search')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('search', { name: 'Site search' })).toBeInTheDocument();
      expect(item('Models')).toHaveAttribute('aria-expanded', 'false');
      expect(document.body).toHaveClass('fc-scroll-locked');
    });

    it('should close search when content opens', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(item('Search'));
      await user.click(item('Offers'));
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      expect(item('Search')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('group', { name: 'Offers' })).toBeInTheDocument();
    });

    it('should close from the slot and on the overlay, focus back on the search button', async () => {
      const user = userEvent.setup();
      const { container } = renderNavigation();
      await user.click(item('Search'));
      await user.click(screen.getByRole('button', { name: 'Close search' }));
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      expect(item('Search')).toHaveFocus();
      await user.click(item('Search'));
      await user.click(overlay(container));
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
    });

    it('should leave out the search item when the site has no search panel', () => {
      renderNavigation({ renderSearch: undefined });
      expect(within(nav()).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    });
  });
});

describe('Navigation on mobile', () => {
  beforeEach(() => {
    viewport = installViewport(390);
  });

  const menuButton = () => within(nav()).getByRole('button', { name: 'Menu' });
  const drawer = () => screen.getByRole('dialog', { name: 'Menu' });

  describe('given the drawer is closed', () => {
    it('should show the menu button instead of the bar items', () => {
      renderNavigation();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(within(nav()).queryByRole('button', { name: 'Models' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given the drawer is opened', () => {
    it('should show level 0 with the basic and secondary items and lock the page', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(menuButton());
      expect(within(nav()).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      expect(drawer()).toHaveAttribute('data-state', 'open');
      expect(within(drawer()).getByRole('button', { name: 'Models' })).toBeInTheDocument();
      expect(within(drawer()).getByRole('link', { name: 'Polski' })).toBeInTheDocument();
      expect(document.body).toHaveClass('fc-scroll-locked');
    });

    it('should slide through levels 1, 2 and 3 and back', async () => {
      const user = userEvent.setup();
      const { container } = renderNavigation();
      const level = (n: number) => container.querySelector(`[data-nav-level="${n}"]`);
      await user.click(menuButton());
      await user.click(within(drawer()).getByRole('button', { name: 'Models' }));
      expect(level(0)).toHaveAttribute('data-state', 'inactive');
      expect(level(1)).toHaveAttribute('data-state', 'active');
      expect(level(2)).toHaveAttribute('data-state', 'offscreen');
      expect(within(drawer()).getByRole('heading', { name: 'Models' })).toBeInTheDocument();
      await user.click(within(drawer()).getByRole('button', { name: 'Defender' }));
      expect(level(2)).toHaveAttribute('data-state', 'active');
      expect(within(drawer()).getByText('Models panel, mobile, level 2, active, item 1')).toBeInTheDocument();
      await user.click(within(drawer()).getByRole('button', { name: 'Variants' }));
      expect(level(3)).toHaveAttribute('data-state', 'active');
      expect(level(3)).toHaveFocus();
      expect(within(drawer()).getByText('Models panel, mobile, level 3, active, item 1')).toBeInTheDocument();
      await user.click(within(drawer()).getByRole('button', { name: 'Back' }));
      expect(level(2)).toHaveAttribute('data-state', 'active');
      await user.click(within(drawer()).getByRole('button', { name: 'Back' }));
      await user.click(within(drawer()).getByRole('button', { name: 'Back' }));
      expect(level(0)).toHaveAttribute('data-state', 'active');
      expect(within(drawer()).getByRole('button', { name: 'Models' })).toBeInTheDocument();
    });

    it('should reset to level 0 600 ms after closing, not before', () => {
      // fireEvent: synchronous clicks, so only the drawer's own timer runs on the fake clock.
      vi.useFakeTimers();
      const { container } = renderNavigation();
      fireEvent.click(menuButton());
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Ownership' }));
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveFocus();
      expect(document.body).not.toHaveClass('fc-scroll-locked');
      const drawerEl = container.querySelector('.fc-nav__drawer')!;
      expect(drawerEl).toHaveAttribute('data-state', 'closed');
      // Still sliding out on level 1.
      expect(drawerEl).toHaveAttribute('data-level', '1');
      act(() => vi.advanceTimersByTime(MOBILE_RESET_DELAY - 1));
      expect(drawerEl).toHaveAttribute('data-level', '1');
      act(() => vi.advanceTimersByTime(1));
      expect(drawerEl).toHaveAttribute('data-level', '0');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should close on ESC and on the overlay', async () => {
      const user = userEvent.setup();
      const { container } = renderNavigation();
      await user.click(menuButton());
      await user.keyboard('{Escape}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      await user.click(menuButton());
      await user.click(overlay(container));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('should close the drawer when search opens from it', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(menuButton());
      await user.click(within(drawer()).getByRole('button', { name: 'Search' }));
      expect(screen.getByRole('search', { name: 'Site search' })).toBeInTheDocument();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('given the window crosses 1024 px', () => {
    it('should reset the drawer when growing to desktop, showing the bar with nothing open', async () => {
      const user = userEvent.setup();
      renderNavigation();
      await user.click(menuButton());
      await user.click(within(drawer()).getByRole('button', { name: 'Models' }));
      act(() => viewport.resize(1280));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(item('Models')).toHaveAttribute('aria-expanded', 'false');
      expect(document.body).not.toHaveClass('fc-scroll-locked');
    });

    it('should close desktop content when shrinking to mobile', async () => {
      viewport.resize(1280);
      const user = userEvent.setup();
      renderNavigation();
      await user.click(item('Models'));
      act(() => viewport.resize(800));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('group', { name: 'Models' })).not.toBeInTheDocument();
      expect(document.body).not.toHaveClass('fc-scroll-locked');
    });
  });
});

describe('Navigation server render', () => {
  beforeEach(() => {
    viewport = installViewport(1280);
  });

  it('should render the bar items and the menu button for CSS to choose before the browser measures', () => {
    const html = renderToString(
      <PriceSettingsProvider settings={SETTINGS} exchange={null}>
        <Navigation entries={SEEDED_NAV_ENTRIES} renderPanel={() => null} hasBreadcrumbs />
      </PriceSettingsProvider>,
    );
    expect(html).toContain('fc-nav__menu-button');
    expect(html).toContain('>Models</button>');
    expect(html).toContain('data-breadcrumbs="true"');
  });
});

describe('Navigation header hide', () => {
  beforeEach(() => {
    viewport = installViewport(1280);
  });

  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  describe('given a page with breadcrumbs', () => {
    it('should hide the header scrolling down past 150 px and show it scrolling up', () => {
      const { container } = renderNavigation({ hasBreadcrumbs: true });
      const header = container.querySelector('header')!;
      scrollTo(100);
      expect(header).not.toHaveAttribute('data-hidden');
      scrollTo(150);
      expect(header).not.toHaveAttribute('data-hidden');
      scrollTo(151);
      expect(header).toHaveAttribute('data-hidden', 'true');
      scrollTo(400);
      expect(header).toHaveAttribute('data-hidden', 'true');
      scrollTo(390);
      expect(header).not.toHaveAttribute('data-hidden');
    });

    it('should keep the header while a link scrolls the page to its section', async () => {
      const { container } = renderNavigation({ hasBreadcrumbs: true });
      const header = container.querySelector('header')!;
      const section = document.createElement('section');
      section.getBoundingClientRect = () => ({ top: 900, height: 0 }) as DOMRect;
      document.body.append(section);
      const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const landed = scrollToElement(section, { durationMs: 50 });
      scrollTo(300);
      scrollTo(600);
      expect(header).not.toHaveAttribute('data-hidden');
      await act(() => landed);
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      scrollTo(700);
      expect(header).toHaveAttribute('data-hidden', 'true');
      section.remove();
      scrollSpy.mockRestore();
    });

    it('should keep the header while a menu is open', async () => {
      const user = userEvent.setup();
      const { container } = renderNavigation({ hasBreadcrumbs: true });
      await user.click(item('Offers'));
      scrollTo(500);
      expect(container.querySelector('header')).not.toHaveAttribute('data-hidden');
    });
  });

  describe('given a page without breadcrumbs', () => {
    it('should never hide the header', () => {
      const { container } = renderNavigation();
      scrollTo(200);
      scrollTo(600);
      expect(container.querySelector('header')).not.toHaveAttribute('data-hidden');
    });
  });
});
