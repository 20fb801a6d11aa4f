import type { ModelSpec } from '@forecourt/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ModelSpecError, ModelSpecLoaderContext } from '../shared/model-spec.js';
import { loadSpecFixture } from '../shared/model-spec.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { ModelSummary } from './model-summary.js';
import { modelSummaryFixture, rangeRoverSportSummaryFixture } from './model-summary.fixtures.js';

/** Specs come from fixtures instead of the API. */
const specFrom =
  (load: (key: string) => Promise<ModelSpec>): Decorator =>
  (Story) => (
    <ModelSpecLoaderContext.Provider value={load}>
      <Story />
    </ModelSpecLoaderContext.Provider>
  );

const meta = {
  title: 'Blocks/Specials/Model summary (derivatives)',
  component: ModelSummary,
  args: { data: modelSummaryFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: [specFrom(loadSpecFixture)],
} satisfies Meta<typeof ModelSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Defender 110: its derivatives as cards, then the standard equipment. */
export const Columns: Story = {};

/** Range Rover Sport: derivatives as a table, with a custom label for the third value. */
export const Table: Story = { args: { data: rangeRoverSportSummaryFixture } };

export const Polish: Story = { args: { locale: 'pl' } };

export const Loading: Story = { decorators: [specFrom(() => new Promise<ModelSpec>(() => {}))] };

export const LoadFailed: Story = {
  decorators: [specFrom(() => Promise.reject(new ModelSpecError('failed')))],
};
