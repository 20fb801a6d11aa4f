import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { Snippet } from './snippet.js';
import { snippetFixture } from './snippet.fixtures.js';
import { snippetTemplate } from './snippet.schema.js';

const meta = {
  title: 'Blocks/Content/Snippet',
  component: Snippet,
  args: { data: snippetFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof Snippet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The template's defaults: wide, left-aligned, normal height, white theme. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const NarrowCentredOnGrey: Story = {
  args: {
    data: fixture(snippetTemplate, {
      ...snippetFixture.fields,
      alignment: 'narrow-center',
      theme: 'grey-theme',
    }),
  },
};

export const Disclaimer: Story = {
  args: {
    data: fixture(snippetTemplate, {
      alignment: 'disclaimer-left',
      block_height: 'short',
      section_paragraph: {
        en: '<p>Figures are manufacturer estimates (WLTP). Prices include VAT and apply to 2021 models only. See <a href="/terms-conditions">terms and conditions</a>.</p>',
        pl: '<p>Dane są szacunkami producenta (WLTP). Ceny zawierają VAT i dotyczą wyłącznie modeli z 2021 roku. Zobacz <a href="/terms-conditions">regulamin</a>.</p>',
      },
    }),
  },
};

export const Dark: Story = {
  args: { data: fixture(snippetTemplate, { ...snippetFixture.fields, theme: 'dark-theme' }) },
};

/** With an anchor the section is the target of `#rdx-<anchor>` links (offer sub-offers). */
export const WithAnchor: Story = {
  args: { data: fixture(snippetTemplate, { ...snippetFixture.fields, anchor: 'discovery-warranty' }) },
};
