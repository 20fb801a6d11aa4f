import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModelSummary } from '../model-summary/model-summary.js';
import { modelSummaryFixture, rangeRoverSportSummaryFixture } from '../model-summary/model-summary.fixtures.js';
import { ModelSpecLoaderContext } from '../shared/model-spec.js';
import { loadSpecFixture } from '../shared/model-spec.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { fixture } from '../fixture.js';
import { ModelSummaryFilters } from './model-summary-filters.js';
import { modelSummaryFiltersFixture } from './model-summary-filters.fixtures.js';
import { modelSummaryFiltersTemplate } from './model-summary-filters.schema.js';

const meta = {
  title: 'Blocks/Specials/Model summary filters',
  component: ModelSummaryFilters,
  args: { data: modelSummaryFiltersFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  // The filters act on the Model summary blocks of their page: two of them follow.
  render: (args) => (
    <ModelSpecLoaderContext.Provider value={loadSpecFixture}>
      <ModelSummaryFilters {...args} />
      <ModelSummary data={modelSummaryFixture} locale={args.locale} mode={args.mode} />
      <ModelSummary data={rangeRoverSportSummaryFixture} locale={args.locale} mode={args.mode} />
    </ModelSpecLoaderContext.Provider>
  ),
} satisfies Meta<typeof ModelSummaryFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** No labels entered: the built-in, translated ones. */
export const BuiltInLabels: Story = { args: { data: fixture(modelSummaryFiltersTemplate, {}) } };
