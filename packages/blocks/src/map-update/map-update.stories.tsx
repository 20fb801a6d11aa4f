import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { BlockSiteDataProvider } from '../shared/site-data.js';
import { samplePriceSettings } from '../shared/site-data.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import type { MapUpdateBlockData } from './map-update-state.js';
import { MapUpdate } from './map-update.js';
import { mapUpdateFixture, sampleSteps } from './map-update.fixtures.js';

/** The page the block is on, at the step `step` of the sample steps (as the site's loader hands it over). */
function AtStep({
  step,
  children,
}: {
  step?: { search: string; data: MapUpdateBlockData };
  children: ReactNode;
}) {
  return (
    <BlockSiteDataProvider
      offers={[]}
      carModels={[]}
      settings={samplePriceSettings}
      pageUrl={{ path: '/map-update', search: step?.search ?? '' }}
      mapUpdate={step ? { story: step.data } : {}}
    >
      {children}
    </BlockSiteDataProvider>
  );
}

const meta = {
  title: 'Blocks/Advanced/Map update',
  component: MapUpdate,
  args: { data: mapUpdateFixture, locale: 'en', mode: 'public', blockId: 'story' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof MapUpdate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the VIN field with its label and hint. */
export const Step1Vin: Story = {
  decorators: [
    (Story) => (
      <AtStep>
        <Story />
      </AtStep>
    ),
  ],
};

/** Step 1 after a VIN the service does not recognise (or that breaks a rule): the spec's error. */
export const Step1VinError: Story = {
  decorators: [
    (Story) => (
      <AtStep step={sampleSteps.vinError}>
        <Story />
      </AtStep>
    ),
  ],
};

/** Step 2: the vehicle found, its two map packages, the terms and the required checkbox. */
export const Step2DownloadMaps: Story = {
  decorators: [
    (Story) => (
      <AtStep step={sampleSteps.packages}>
        <Story />
      </AtStep>
    ),
  ],
};

/** Step 2 sent without accepting the terms. */
export const Step2TermsError: Story = {
  decorators: [
    (Story) => (
      <AtStep step={sampleSteps.termsError}>
        <Story />
      </AtStep>
    ),
  ],
};

/** Step 2 for a vehicle with no map update available. */
export const Step2NoPackages: Story = {
  decorators: [
    (Story) => (
      <AtStep step={sampleSteps.noPackages}>
        <Story />
      </AtStep>
    ),
  ],
};

/** Step 3: the download link, its expiry and the installation instructions. */
export const Step3DownloadResult: Story = {
  decorators: [
    (Story) => (
      <AtStep step={sampleSteps.download}>
        <Story />
      </AtStep>
    ),
  ],
};

/** Step 2 in Polish on the dark theme. */
export const PolishOnDark: Story = {
  args: {
    locale: 'pl',
    data: { ...mapUpdateFixture, fields: { ...mapUpdateFixture.fields, theme: 'dark-theme' } },
  },
  decorators: [
    (Story) => (
      <AtStep step={sampleSteps.packages}>
        <Story />
      </AtStep>
    ),
  ],
};
