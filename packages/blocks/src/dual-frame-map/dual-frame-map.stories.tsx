import type { Meta, StoryObj } from '@storybook/react-vite';
import { FailingMapView, StandInMapView } from '../shared/map/stand-in-views.js';
import { MapStory } from '../shared/map/story-decorators.js';
import { viewArgTypes } from '../story-args.js';
import { DualFrameMap } from './dual-frame-map.js';
import { dualFrameMapFixture } from './dual-frame-map.fixtures.js';

const meta = {
  title: 'Blocks/Content/Dual frame map',
  component: DualFrameMap,
  args: { data: dualFrameMapFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof DualFrameMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three places in tabs; the chosen one's text beside the map centred on it. */
export const Default: Story = {
  decorators: [(Story) => <MapStory consent view={StandInMapView}><Story /></MapStory>],
};

export const NoConsent: Story = {
  decorators: [(Story) => <MapStory consent={false}><Story /></MapStory>],
};

export const MapFailed: Story = {
  decorators: [(Story) => <MapStory consent view={FailingMapView}><Story /></MapStory>],
};

/** One place: no tabs. */
export const SinglePlace: Story = {
  args: { data: { ...dualFrameMapFixture, groups: dualFrameMapFixture.groups.slice(0, 1) } },
  decorators: [(Story) => <MapStory consent view={StandInMapView}><Story /></MapStory>],
};
