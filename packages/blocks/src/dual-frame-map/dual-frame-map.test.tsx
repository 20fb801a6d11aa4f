import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StandInMapView } from '../shared/map/stand-in-views.js';
import { MapStory } from '../shared/map/story-decorators.js';
import { DualFrameMap } from './dual-frame-map.js';
import { dualFrameMapFixture } from './dual-frame-map.fixtures.js';

describe('given the dual frame map', () => {
  it('should show the chosen tab’s text beside a map of its place, tabs moved by arrow keys', async () => {
    render(
      <MapStory consent view={StandInMapView}>
        <DualFrameMap data={dualFrameMapFixture} locale="en" mode="public" />
      </MapStory>,
    );
    expect(screen.getByRole('region', { name: 'Map: Head office, Warsaw' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Head office, Warsaw' }));
    await userEvent.keyboard('{ArrowRight}');
    const krakow = screen.getByRole('tab', { name: 'Experience centre, Kraków' });
    expect(krakow).toHaveFocus();
    expect(krakow).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Experience centre, Kraków' });
    expect(within(panel).getByText('Rynek Główny 1, 31-042 Kraków')).toBeInTheDocument();
    const map = within(panel).getByRole('region', { name: 'Map: Experience centre, Kraków' });
    expect(within(map).getByRole('button', { name: 'Experience centre, Kraków' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('should keep the map behind the consent placeholder without consent', () => {
    render(
      <MapStory consent={false}>
        <DualFrameMap data={dualFrameMapFixture} locale="en" mode="public" />
      </MapStory>,
    );
    expect(screen.getByText(/This content is hidden to respect your choice/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Map:/ })).not.toBeInTheDocument();
  });
});
