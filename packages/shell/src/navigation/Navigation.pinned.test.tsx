import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEEDED_NAV_ENTRIES } from './fixtures.js';
import { Navigation } from './Navigation.js';
import { installViewport } from './test-viewport.js';

let viewport: ReturnType<typeof installViewport> | undefined;
afterEach(() => viewport?.restore());

const pinned = (pinnedViewport: 'desktop' | 'mobile') => (
  <PriceSettingsProvider settings={{}} exchange={null}>
    <Navigation entries={SEEDED_NAV_ENTRIES} renderPanel={() => null} pinnedViewport={pinnedViewport} initialState={pinnedViewport === 'mobile' ? { drawerOpen: true } : undefined} />
  </PriceSettingsProvider>
);

// The admin's navigation editor previews the desktop bar and the mobile drawer side by side.
describe('given a navigation pinned to a viewport (a preview)', () => {
  it('should keep the mobile drawer open in a wide window, whatever the window does', () => {
    viewport = installViewport(1280);
    const { container } = render(pinned('mobile'));
    const nav = container.querySelector<HTMLElement>('.fc-nav')!;
    expect(nav).toHaveAttribute('data-viewport', 'mobile');
    expect(nav).toHaveAttribute('data-pinned', 'mobile');
    expect(container.querySelector('.fc-nav__drawer')).toHaveAttribute('data-state', 'open');
    act(() => viewport!.resize(390));
    act(() => viewport!.resize(1400));
    expect(nav).toHaveAttribute('data-viewport', 'mobile');
    // The admin's page keeps scrolling: the open drawer is only a picture of one.
    expect(document.body).not.toHaveClass('fc-scroll-locked');
  });

  it('should keep the desktop bar in a narrow window', () => {
    viewport = installViewport(390);
    const { container } = render(pinned('desktop'));
    expect(container.querySelector('.fc-nav')).toHaveAttribute('data-viewport', 'desktop');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
