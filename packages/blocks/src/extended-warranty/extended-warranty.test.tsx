import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { ExtendedWarranty } from './extended-warranty.js';
import { extendedWarrantyFixture } from './extended-warranty.fixtures.js';
import { extendedWarrantyTemplate } from './extended-warranty.schema.js';

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('Extended warranty', () => {
  describe('given four models, one without a price', () => {
    it('should list each model with its starting price in AED, grouped in thousands', () => {
      render(<ExtendedWarranty data={extendedWarrantyFixture} locale="en" mode="public" />);
      expect(screen.getByRole('heading', { level: 2, name: 'Extended warranty' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Two more years of cover, from' })).toBeInTheDocument();
      expect(rows()).toEqual([
        ['Range Rover2 years / unlimited km', 'AED 12,500'],
        ['Range Rover Sport', 'AED 9,950'],
        ['DefenderIncludes roadside assistance', 'AED 7,450'],
        ['Discovery Sport', 'Price on request'],
      ]);
    });

    it('should write prices the Polish way for locale pl', () => {
      render(<ExtendedWarranty data={extendedWarrantyFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('columnheader', { name: 'Cena od' })).toBeInTheDocument();
      expect(rows()[0]).toEqual(['Range Rover2 lata / bez limitu km', '12\u00a0500\u00a0AED']);
      expect(rows()[3]).toEqual(['Discovery Sport', 'Cena na zapytanie']);
    });

    it('should have no serious or critical axe violation', async () => {
      const { container } = render(<ExtendedWarranty data={extendedWarrantyFixture} locale="en" mode="public" />);
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given no heading and no caption', () => {
    it('should name the table with the built-in caption', () => {
      const data = fixture(extendedWarrantyTemplate, {}, extendedWarrantyFixture.groups.slice(0, 1));
      render(<ExtendedWarranty data={data} locale="en" mode="public" />);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Extended warranty: starting prices by model' })).toBeInTheDocument();
    });
  });
});
