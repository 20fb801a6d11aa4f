import type { Meta, StoryObj } from '@storybook/react-vite';
import { StandInMapView } from '../shared/map/stand-in-views.js';
import { MapStory } from '../shared/map/story-decorators.js';
import { viewArgTypes } from '../story-args.js';
import { sampleRetailers } from '../retailer-locator/retailer-locator.fixtures.js';
import { RetailerLocatorMap } from './retailer-locator-map.js';
import { retailerLocatorMapFixture } from './retailer-locator-map.fixtures.js';

// Every state (loading, empty, error, many, no consent, map failed, Google key) is in
// "Blocks/Specials/Retailer locator"; this is the seeded page's block.
const meta = {
  title: 'Blocks/Specials/Retailer locator with map',
  component: RetailerLocatorMap,
  args: { data: retailerLocatorMapFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: [(Story) => <MapStory consent retailers={() => Promise.resolve(sampleRetailers)} view={StandInMapView}><Story /></MapStory>],
} satisfies Meta<typeof RetailerLocatorMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
