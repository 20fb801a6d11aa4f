import type { Meta, StoryObj } from '@storybook/react-vite';
import { viewArgTypes } from '../story-args.js';
import { TabbedComponent } from './tabbed-component.js';
import { tabbedComponentFixture, tabbedExteriorFixture } from './tabbed-component.fixtures.js';

const meta = {
  title: 'Blocks/Specials/Tabbed component',
  component: TabbedComponent,
  args: { data: tabbedComponentFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof TabbedComponent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeroSlides: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const ExteriorSpins: Story = { args: { data: tabbedExteriorFixture } };
