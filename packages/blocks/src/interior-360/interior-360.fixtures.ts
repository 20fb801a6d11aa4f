import { fixture } from '../fixture.js';
import type { LoadPanoramaViewer } from './interior-360.js';
import { interior360Template } from './interior-360.schema.js';

/** A cabin panorama opening slightly down, towards the dashboard. */
export const interior360Fixture = fixture(interior360Template, {
  panorama: {
    id: 'cabin-panorama',
    alt: 'The cabin from the driver’s seat: dashboard, steering wheel and panoramic roof',
    size: '4096x2048',
  },
  start_pitch: -15,
});

/**
 * A stand-in viewer for stories and tests (jsdom and Storybook snapshots have no WebGL): it writes
 * what it would show into its element.
 */
export const stubPanoramaViewer: LoadPanoramaViewer = () =>
  Promise.resolve({
    openPanorama: ({ container, panorama, yaw, pitch }) => {
      container.textContent = `Panorama ${panorama} at ${yaw}°, ${pitch}°`;
      return {
        reset: () => {
          container.textContent = `Panorama ${panorama} at ${yaw}°, ${pitch}°`;
        },
        destroy: () => {
          container.textContent = '';
        },
      };
    },
  });
