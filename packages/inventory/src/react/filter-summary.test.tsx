import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSummary } from './filter-summary.js';

const dealers = [
  { id: 1, city: 'Warszawa', name: 'Jaguar Land Rover Warszawa Puławska' },
  { id: 5, city: 'Gdańsk', name: 'Jaguar Land Rover Gdańsk' },
];

describe('FilterSummary', () => {
  describe('given no active filter', () => {
    it('should render nothing', () => {
      const { container } = render(<FilterSummary filters={{ state: null, engine_type: [], mileage: {} }} onRemove={() => {}} />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('given active filters', () => {
    it('should list each one with its value, units and dealer names', () => {
      render(
        <FilterSummary
          filters={{ nameplate_brand_name: 'Jaguar', engine_type: ['phev', 'diesel'], mileage: { to: 50000 }, production_year: { from: 2020, to: 2024 }, location: [5, { id: 1 }] }}
          dealers={dealers}
          units={{ mileage: 'km' }}
          onRemove={() => {}}
        />,
      );
      const region = screen.getByRole('region', { name: 'Active filters' });
      expect(region).toBeInTheDocument();
      const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
      expect(names).toEqual([
        'Remove filter Brand: Jaguar',
        'Remove filter Engine type: phev, diesel',
        'Remove filter Production year: 2020–2024',
        `Remove filter Mileage: ≤ 50${'\u00a0'}000 km`,
        'Remove filter Location: Gdańsk — Jaguar Land Rover Gdańsk, Warszawa — Jaguar Land Rover Warszawa Puławska',
      ]);
    });

    it('should remove the filter whose button is pressed and clear all', async () => {
      const onRemove = vi.fn();
      const onClear = vi.fn();
      render(<FilterSummary filters={{ state: 'used', power: { from: 300 } }} onRemove={onRemove} onClear={onClear} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove filter Power: ≥ 300' }));
      expect(onRemove).toHaveBeenCalledWith('power');
      await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
      expect(onClear).toHaveBeenCalledTimes(1);
    });

    it('should offer "Clear all" only with more than one filter, and use translated labels', () => {
      render(<FilterSummary filters={{ state: 'used' }} labels={{ state: 'Stan' }} removeLabel="Usuń filtr" onRemove={() => {}} onClear={() => {}} />);
      expect(screen.getByRole('button', { name: 'Usuń filtr Stan: used' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
    });
  });
});
