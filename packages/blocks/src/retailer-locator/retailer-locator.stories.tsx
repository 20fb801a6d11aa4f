import type { Meta, StoryObj } from '@storybook/react-vite';
import { FailingMapView, StandInMapView } from '../shared/map/stand-in-views.js';
import { MapStory } from '../shared/map/story-decorators.js';
import { viewArgTypes } from '../story-args.js';
import { RetailerLocatorMap } from '../retailer-locator-map/retailer-locator-map.js';
import { RetailerLocator } from './retailer-locator.js';
import { manyRetailers, retailerLocatorFixture, sampleRetailers } from './retailer-locator.fixtures.js';

const seeded = () => Promise.resolve(sampleRetailers);
const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Blocks/Specials/Retailer locator',
  component: RetailerLocatorMap,
  args: { data: retailerLocatorFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof RetailerLocatorMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With map, cookies accepted: the list beside the map (a toggle on phones); markers select retailers. */
export const WithMap: Story = {
  decorators: [(Story) => <MapStory consent retailers={seeded} view={StandInMapView}><Story /></MapStory>],
};

/** Without a map: the searchable list only. */
export const ListOnly: Story = {
  render: (args) => <RetailerLocator {...args} />,
  decorators: [(Story) => <MapStory consent={false} retailers={seeded}><Story /></MapStory>],
};

export const Polish: Story = {
  args: { locale: 'pl' },
  decorators: [(Story) => <MapStory consent retailers={seeded} view={StandInMapView}><Story /></MapStory>],
};

/** The retailers are on their way. */
export const Loading: Story = {
  decorators: [(Story) => <MapStory consent retailers={never} view={StandInMapView}><Story /></MapStory>],
};

/** The service answered no retailers. */
export const Empty: Story = {
  decorators: [(Story) => <MapStory consent retailers={() => Promise.resolve([])} view={StandInMapView}><Story /></MapStory>],
};

/** The request failed: a calm message and a way to try again. */
export const Failed: Story = {
  decorators: [
    (Story) => <MapStory consent retailers={() => Promise.reject(new Error('503'))} view={StandInMapView}><Story /></MapStory>,
  ],
};

/** Sixty retailers: the list scrolls beside the map. */
export const ManyRetailers: Story = {
  decorators: [(Story) => <MapStory consent retailers={() => Promise.resolve(manyRetailers)} view={StandInMapView}><Story /></MapStory>],
};

/** No cookie choice yet: the placeholder with a way to the choice; the list works. */
export const NoConsent: Story = {
  decorators: [(Story) => <MapStory consent={false} retailers={seeded}><Story /></MapStory>],
};

/** The browser cannot draw the map (no WebGL): a calm message; the list works. */
export const MapFailed: Story = {
  decorators: [(Story) => <MapStory consent retailers={seeded} view={FailingMapView}><Story /></MapStory>],
};

/** Only Jaguar retailers (and those whose brands are not known yet). */
export const JaguarOnly: Story = {
  args: { data: { ...retailerLocatorFixture, fields: { ...retailerLocatorFixture.fields, brand: 'Jaguar' } } },
  decorators: [(Story) => <MapStory consent retailers={seeded} view={StandInMapView}><Story /></MapStory>],
};

/**
 * A maps key is set (general.maps_key): the map is Google Maps. Storybook needs the internet and
 * a real key for it to draw; without them it shows the calm message.
 */
export const WithGoogleKey: Story = {
  decorators: [
    (Story) => (
      <MapStory consent retailers={seeded} settings={{ 'general.maps_key': 'storybook-key' }}>
        <Story />
      </MapStory>
    ),
  ],
};
