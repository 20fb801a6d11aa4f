import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_NAV_ENTRIES } from './fixtures.js';
import { Navigation } from './Navigation.js';
import { installViewport } from './test-viewport.js';

let viewport: ReturnType<typeof installViewport>;
beforeEach(() => {
  viewport = installViewport(1280);
});
afterEach(() => viewport.restore());

function renderNavigation(accountSlot?: ReactNode) {
  return render(
    <PriceSettingsProvider settings={{}} exchange={null}>
      <Navigation entries={SEEDED_NAV_ENTRIES} renderPanel={() => null} accountSlot={accountSlot} />
    </PriceSettingsProvider>,
  );
}

describe('Navigation my-account slot', () => {
  describe('given an account slot', () => {
    it('should render it last in the secondary area of the bar', () => {
      const { container } = renderNavigation(<div id="my-account" data-slot="my-account" />);
      const secondary = container.querySelector('.fc-nav__secondary')!;
      const items = within(secondary as HTMLElement).getAllByRole('listitem');
      expect(items.at(-1)!.querySelector('#my-account')).not.toBeNull();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toContainElement(
        container.querySelector('#my-account') as HTMLElement,
      );
    });
  });

  describe('given no account slot', () => {
    it('should render no slot element', () => {
      const { container } = renderNavigation();
      expect(container.querySelector('[data-slot="my-account"]')).toBeNull();
      expect(container.querySelector('[data-type="my-account"]')).toBeNull();
    });
  });
});
