import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { ModelsCarouselManual } from './models-carousel-manual.js';
import { modelsCarouselManualFixture } from './models-carousel-manual.fixtures.js';
import { modelsCarouselManualTemplate } from './models-carousel-manual.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Models carousel manual',
  component: ModelsCarouselManual,
  args: { data: modelsCarouselManualFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof ModelsCarouselManual>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four models under a heading. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** Names and pictures only, dark theme. */
export const NamesOnlyDark: Story = {
  args: {
    data: fixture(
      modelsCarouselManualTemplate,
      { theme: 'dark-theme' },
      modelsCarouselManualFixture.groups.map(({ image, model_name }) => ({ image, model_name })),
    ),
  },
};
