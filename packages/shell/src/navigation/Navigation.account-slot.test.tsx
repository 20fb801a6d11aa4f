import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEEDED_NAV_ENTRIES } from './fixtures.js';
import { Navigation } from './Navigation.js';
import { installViewport } from './test-viewport.js';

let viewport: ReturnType<typeof installViewport> | undefined;
afterEach(() => viewport?.restore());

const SLOT = <div id="my-account" data-slot="my-account" />;

function page(accountSlot?: ReactNode) {
  return (
    <PriceSettingsProvider settings={{}} exchange={null}>
      <Navigation entries={SEEDED_NAV_ENTRIES} renderPanel={() => null} accountSlot={accountSlot} />
    </PriceSettingsProvider>
  );
}

const slots = () => document.querySelectorAll('#my-account');

describe('Navigation my-account slot', () => {
  describe('given an account slot on desktop', () => {
    it('should render it once, last in the secondary area of the bar', () => {
      viewport = installViewport(1280);
      const { container } = render(page(SLOT));
      const secondary = container.querySelector<HTMLElement>('.fc-nav__secondary')!;
      const items = within(secondary).getAllByRole('listitem');
      expect(items.at(-1)!.querySelector('#my-account')).not.toBeNull();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toContainElement(
        container.querySelector<HTMLElement>('#my-account'),
      );
      expect(slots()).toHaveLength(1);
    });
  });

  describe('given an account slot on mobile', () => {
    it('should render it once, last in the secondary items of the drawer level 0', async () => {
      viewport = installViewport(390);
      render(page(SLOT));
      expect(slots()).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      const drawer = screen.getByRole('dialog', { name: 'Menu' });
      const secondary = drawer.querySelector<HTMLElement>('[data-nav-level="0"] .fc-nav__list--secondary')!;
      expect(within(secondary).getAllByRole('listitem').at(-1)).toContainElement(
        document.querySelector<HTMLElement>('#my-account'),
      );
      expect(slots()).toHaveLength(1);
    });

    it('should move between bar and drawer when the window crosses 1024 px, never doubled', () => {
      viewport = installViewport(390);
      const { container } = render(page(SLOT));
      const drawer = () => container.querySelector('.fc-nav__drawer');
      expect(drawer()).toContainElement(document.querySelector<HTMLElement>('#my-account'));
      act(() => viewport!.resize(1280));
      expect(slots()).toHaveLength(1);
      expect(container.querySelector('.fc-nav__secondary')).toContainElement(
        document.querySelector<HTMLElement>('#my-account'),
      );
      act(() => viewport!.resize(800));
      expect(slots()).toHaveLength(1);
      expect(drawer()).toContainElement(document.querySelector<HTMLElement>('#my-account'));
    });
  });

  describe('given the server render', () => {
    it('should hold the slot exactly once', () => {
      const html = renderToString(page(SLOT));
      expect(html.match(/id="my-account"/g)).toHaveLength(1);
    });
  });

  describe('given no account slot', () => {
    it('should render no slot element on desktop or in the drawer', async () => {
      viewport = installViewport(1280);
      const { container, unmount } = render(page());
      expect(container.querySelector('[data-slot="my-account"]')).toBeNull();
      expect(container.querySelector('[data-type="my-account"]')).toBeNull();
      unmount();
      viewport.restore();
      viewport = installViewport(390);
      render(page());
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      expect(document.querySelector('[data-type="my-account"]')).toBeNull();
    });
  });
});
