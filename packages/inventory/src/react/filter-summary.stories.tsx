import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterSummary } from './filter-summary.js';

const meta = {
  title: 'Inventory/FilterSummary',
  component: FilterSummary,
  args: {
    onRemove: fn(),
    onClear: fn(),
    dealers: [
      { id: 1, city: 'Warszawa', name: 'Jaguar Land Rover Warszawa Puławska' },
      { id: 2, city: 'Kraków', name: 'Jaguar Land Rover Kraków' },
    ],
    filters: {},
  },
} satisfies Meta<typeof FilterSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No filter set: the summary renders nothing. */
export const NoFilters: Story = {};

/** One filter: no "Clear all" button. */
export const OneFilter: Story = { args: { filters: { nameplate_brand_name: 'Land Rover' } } };

/** Every kind of filter: equals, includes, ranges with units, dealers by city and name. */
export const EveryKind: Story = {
  args: {
    filters: {
      nameplate_brand_name: 'Jaguar',
      nameplate_name: 'F-PACE',
      state: 'used',
      engine_type: ['phev', 'mhev'],
      production_year: { from: 2021, to: 2024 },
      mileage: { to: 60000 },
      display_price: { from: 150000, to: 300000 },
      power: { from: 250 },
      location: [1, 2],
    },
    units: { mileage: 'km', display_price: 'PLN', power: 'KM' },
  },
};

/** Polish labels from the block's translations. */
export const Translated: Story = {
  args: {
    filters: { state: 'used', transmission: 'automatic' },
    labels: { state: 'Stan', transmission: 'Skrzynia biegów' },
    removeLabel: 'Usuń filtr',
    clearLabel: 'Wyczyść filtry',
    title: 'Aktywne filtry',
  },
};
