import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { currentPageAtom, dealersAtom, filterQueryAtom, setFilterAtom, unitsAtom } from '../state/index.js';
import { InventoryFilterSummary } from './inventory-filter-summary.js';

describe('InventoryFilterSummary', () => {
  describe('given filters in the inventory store', () => {
    it('should show them with units and dealer names, and remove one on press (back to page 1)', async () => {
      const store = createStore();
      store.set(dealersAtom, [{ id: 3, city: 'Wrocław', name: 'Jaguar Land Rover Wrocław' }]);
      store.set(unitsAtom, { currency: 'PLN', power: 'KM', mileage: 'km', capacity: 'cm3' });
      store.set(setFilterAtom, 'display_price', { to: 300000 });
      store.set(setFilterAtom, 'location', [3]);
      store.set(currentPageAtom, 3);
      render(
        <Provider store={store}>
          <InventoryFilterSummary />
        </Provider>,
      );
      expect(screen.getByRole('button', { name: 'Remove filter Location: Wrocław — Jaguar Land Rover Wrocław' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: `Remove filter Price: ≤ 300${'\u00a0'}000 PLN` }));
      expect(store.get(filterQueryAtom)).toBe('filter[owner_id_in][]=3');
      expect(store.get(currentPageAtom)).toBe(1);
      expect(screen.queryByRole('button', { name: /Price/ })).not.toBeInTheDocument();
    });

    it('should clear every filter with "Clear all filters"', async () => {
      const store = createStore();
      store.set(setFilterAtom, 'state', 'used');
      store.set(setFilterAtom, 'engine_type', ['phev']);
      render(
        <Provider store={store}>
          <InventoryFilterSummary />
        </Provider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
      expect(store.get(filterQueryAtom)).toBe('');
      expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
    });
  });
});
