import type { ModelSpec } from '@forecourt/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixture } from '../fixture.js';
import { ModelSpecError, ModelSpecLoaderContext } from '../shared/model-spec.js';
import { viewArgTypes } from '../story-args.js';
import { SpecificationAccordion } from './specification-accordion.js';
import { modelSpecFixture } from '../shared/model-spec.fixtures.js';
import { specificationAccordionFixture } from './specification-accordion.fixtures.js';
import { specificationAccordionTemplate } from './specification-accordion.schema.js';

/** Specs come from a fixture instead of the API. */
const specFrom =
  (load: (key: string) => Promise<ModelSpec>): Decorator =>
  (Story) => (
    <ModelSpecLoaderContext.Provider value={load}>
      <Story />
    </ModelSpecLoaderContext.Provider>
  );

const meta = {
  title: 'Blocks/Specials/Specification accordion',
  component: SpecificationAccordion,
  args: { data: specificationAccordionFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: [specFrom(() => Promise.resolve(modelSpecFixture))],
} satisfies Meta<typeof SpecificationAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The visitor picked the V8 and asked for its specification. */
export const SpecificationShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Choose an engine'), 'P530 V8');
    await userEvent.click(canvas.getByRole('button', { name: 'View specification' }));
    await expect(canvas.getByRole('table', { name: 'Performance' })).toBeInTheDocument();
  },
};

export const Polish: Story = { args: { locale: 'pl' } };

/** As the server renders it, and while the spec is on its way. */
export const Loading: Story = { decorators: [specFrom(() => new Promise<ModelSpec>(() => {}))] };

export const LoadFailed: Story = {
  decorators: [specFrom(() => Promise.reject(new ModelSpecError('failed')))],
};

export const NoSpecForModel: Story = {
  decorators: [specFrom(() => Promise.reject(new ModelSpecError('missing')))],
};

/** No heading, image or panels, custom labels: only the specification picker. */
export const PickerOnly: Story = {
  args: {
    data: fixture(specificationAccordionTemplate, {
      model_key: 'rrs-23my',
      select_model_label: { en: 'Your model' },
      select_engine_label: { en: 'Engine' },
      select_specification_label: { en: 'Trim' },
      view_specification_label: { en: 'Show' },
    }),
  },
};
