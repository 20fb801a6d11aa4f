import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { Interior360, Interior360View } from './interior-360.js';
import { interior360Fixture, stubPanoramaViewer } from './interior-360.fixtures.js';
import { interior360Template } from './interior-360.schema.js';

const meta = {
  title: 'Blocks/Specials/Interior 360',
  component: Interior360,
  args: { data: interior360Fixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof Interior360>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The poster with its start button, as the server sends it. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** The editor's own texts and an icon on the start button. */
export const OwnTexts: Story = {
  args: {
    data: fixture(interior360Template, {
      ...interior360Fixture.fields,
      icon: 'play',
      clickToInteract: { en: 'Take a seat inside' },
    }),
  },
};

/**
 * Started, with a stand-in viewer (the real one needs WebGL: see it in the site or the
 * end-to-end tests): the back-to-the-dashboard and exit buttons over the panorama.
 */
export const Open: Story = {
  render: (args) => <Interior360View {...args} loadViewer={stubPanoramaViewer} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Click to explore the interior' }));
    await canvas.findByRole('button', { name: 'Exit 360° view' });
  },
};
