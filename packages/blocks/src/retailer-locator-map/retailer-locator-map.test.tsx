import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRetailers } from '../retailer-locator/retailer-locator.fixtures.js';
import { FailingMapView } from '../shared/map/stand-in-views.js';
import { MapStory } from '../shared/map/story-decorators.js';
import userEvent from '@testing-library/user-event';
import { RetailerLocatorMap } from './retailer-locator-map.js';
import { retailerLocatorMapFixture } from './retailer-locator-map.fixtures.js';

describe('given a browser that cannot draw the map', () => {
  it('should say so calmly and keep the list', async () => {
    render(
      <MapStory consent retailers={() => Promise.resolve(sampleRetailers)} view={FailingMapView}>
        <RetailerLocatorMap data={retailerLocatorMapFixture} locale="en" mode="public" />
      </MapStory>,
    );
    await screen.findByRole('list', { name: 'Retailers' });
    await userEvent.click(screen.getByRole('button', { name: 'Map view' }));
    expect(await screen.findByText('The map cannot be shown here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('list', { name: 'Retailers' })).toBeInTheDocument();
  });
});
