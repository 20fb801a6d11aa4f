import type { ContentClient, NavEntry } from '@forecourt/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationPreview } from './navigation.js';

const entry = (id: number, label: string, metadata: NavEntry['metadata'], children: NavEntry[] = []): NavEntry => ({
  id,
  label,
  url: `/${label.toLowerCase()}`,
  description: null,
  image_id: null,
  disclaimer: null,
  metadata,
  children,
});
const tree = [
  entry(1, 'Owners', { type: 'listItem', template: 'A', position: 1 }, [entry(11, 'Service', { type: 'link' })]),
  entry(2, 'Exchange', { type: 'exchange', position: 2 }),
  entry(3, 'Test drive', { type: 'topButton', position: 3 }),
];
const client = { getSettings: async () => [] } as unknown as ContentClient;

// The navigation editor's preview: the site's own navigation, drawn twice from the edited tree.
describe('given the navigation preview', () => {
  it('should draw the desktop bar and the mobile drawer from the tree', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NavigationPreview entries={tree} locale="en" client={client} />
      </QueryClientProvider>,
    );
    const desktop = screen.getByText('Desktop: the bar and the mega menu').closest('figure')!;
    const mobile = screen.getByText('Mobile: the drawer').closest('figure')!;
    // The bar with the first panel open; the drawer open on its first level.
    expect(within(desktop).getByRole('button', { name: 'Owners' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktop).getByRole('link', { name: 'Test drive' })).toBeInTheDocument();
    expect(within(mobile).getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-state', 'open');
    expect(within(mobile).getByRole('button', { name: 'Owners' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
