// The panorama viewer behind the Interior 360 view: Photo Sphere Viewer (and three.js under it).
// The view loads this module with a dynamic import() when the visitor starts the viewer, so pages
// whose visitors never do download neither.
import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';

export interface PanoramaOptions {
  /** Element the viewer fills; it should have a size. */
  container: HTMLElement;
  /** Address of the equirectangular image. */
  panorama: string;
  /** The view to open on and to go back to, in degrees. */
  yaw: number;
  pitch: number;
  /** Text while the image loads. */
  loadingText: string;
  /** Turn back to the start smoothly (false for visitors asking for reduced motion). */
  animate: boolean;
}

/** An open panorama viewer. */
export interface Panorama {
  /** Back to the view it opened on. */
  reset(): void;
  /** Closes the viewer and frees its WebGL context. */
  destroy(): void;
}

export type OpenPanorama = (options: PanoramaOptions) => Panorama;

const ZOOM = 50;

/** Opens a viewer of `panorama` in `container`; the keyboard turns it while it has focus. */
export const openPanorama: OpenPanorama = ({ container, panorama, yaw, pitch, loadingText, animate }) => {
  const start = { yaw: `${yaw}deg`, pitch: `${pitch}deg` };
  const viewer = new Viewer({
    container,
    panorama,
    defaultYaw: start.yaw,
    defaultPitch: start.pitch,
    defaultZoomLvl: ZOOM,
    loadingTxt: loadingText,
    // Our own buttons (reset, exit) stand in for the navbar.
    navbar: false,
    // The viewer would listen to the whole window's keys; only while focused here.
    keyboard: false,
    // A page scrolls on the wheel unless Ctrl is held.
    mousewheelCtrlKey: true,
  });
  const startKeys = () => viewer.startKeyboardControl();
  const stopKeys = () => viewer.stopKeyboardControl();
  container.addEventListener('focusin', startKeys);
  container.addEventListener('focusout', stopKeys);
  return {
    reset() {
      if (animate) void viewer.animate({ ...start, zoom: ZOOM, speed: 800 });
      else {
        viewer.rotate(start);
        viewer.zoom(ZOOM);
      }
    },
    destroy() {
      container.removeEventListener('focusin', startKeys);
      container.removeEventListener('focusout', stopKeys);
      viewer.destroy();
    },
  };
};
