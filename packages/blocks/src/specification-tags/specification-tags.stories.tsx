import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { SpecificationTags } from './specification-tags.js';
import { specificationTagsFixture } from './specification-tags.fixtures.js';
import { specificationTagsTemplate } from './specification-tags.schema.js';

const meta = {
  title: 'Blocks/Specials/Specification tags',
  component: SpecificationTags,
  args: { data: specificationTagsFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  // The site gives the blocks its car prices and price settings.
  decorators: [(Story) => <WithSampleSiteData><Story /></WithSampleSiteData>],
} satisfies Meta<typeof SpecificationTags>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The price with its lease price, a price note and four tags (three named by their specification). */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** A car with a price but no lease price, on the dark theme, without a heading. */
export const PriceOnlyOnDark: Story = {
  args: {
    data: fixture(
      specificationTagsTemplate,
      { car_key: 'discovery', theme: 'dark-theme', heading: { en: '', pl: '' } },
      specificationTagsFixture.groups,
    ),
  },
};

/** A key the car prices do not have: the tags with "Price on request". */
export const UnknownKey: Story = {
  args: { data: fixture(specificationTagsTemplate, { ...specificationTagsFixture.fields, car_key: 'f-type' }, specificationTagsFixture.groups) },
};

/** The same in the editor's preview, which says what is missing. */
export const UnknownKeyInPreview: Story = {
  args: { ...UnknownKey.args, mode: 'preview' },
};

/** Many tags: they wrap on narrow screens. */
export const ManyTags: Story = {
  args: {
    data: fixture(specificationTagsTemplate, specificationTagsFixture.fields, [
      ...specificationTagsFixture.groups,
      ...specificationTagsFixture.groups,
    ]),
  },
};
