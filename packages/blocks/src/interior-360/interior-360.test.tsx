// jsdom has no WebGL: these tests run the view with a stand-in viewer (the `loadViewer` seam; the
// default export loads `panorama-viewer.ts`), and check that the real viewer stays behind
// import(). The browser end-to-end run should check, with the real viewer: no request for the
// viewer's chunk (Photo Sphere Viewer, three.js) before the start button is pressed; pressing it
// shows a canvas that drags round and turns with the arrow keys once focused, without the page's
// arrow keys being taken while it is not; Back to the dashboard returns to the starting view;
// Exit and Escape close it (no canvas, WebGL context freed) with focus on the start button.
import { fileURLToPath } from 'node:url';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { moduleGraph } from '@forecourt/vitest-config/module-graph';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { Interior360, Interior360View, PANORAMA_WIDTH, type LoadPanoramaViewer } from './interior-360.js';
import { interior360Fixture, stubPanoramaViewer } from './interior-360.fixtures.js';
import { interior360Template } from './interior-360.schema.js';
import * as stories from './interior-360.stories.js';

const START = 'Click to explore the interior';
const POSTER_ALT = 'The cabin from the driver’s seat: dashboard, steering wheel and panoramic roof';
const PANORAMA = `/api/v1/image/cabin-panorama/w/${PANORAMA_WIDTH}`;

/** A loader that counts its calls and hands over the stand-in viewer, or fails. */
function loader(outcome: 'loads' | 'fails' = 'loads') {
  return vi.fn<LoadPanoramaViewer>(() =>
    outcome === 'loads' ? stubPanoramaViewer() : Promise.reject(new Error('chunk failed')),
  );
}

describe('Interior360', () => {
  afterEach(() => vi.restoreAllMocks());
  const user = () => userEvent.setup();

  describe('given a panorama', () => {
    it('should send the poster and the start button in the server HTML, and no viewer', () => {
      const html = renderToString(<Interior360 data={interior360Fixture} locale="en" mode="public" />);
      document.body.innerHTML = html;
      expect(screen.getByRole('img', { name: POSTER_ALT })).toHaveAttribute(
        'src',
        '/api/v1/image/cabin-panorama/w/1600',
      );
      expect(screen.getByRole('button', { name: START })).toBeInTheDocument();
      expect(screen.queryByRole('application')).not.toBeInTheDocument();
      document.body.innerHTML = '';
    });

    it('should fetch the viewer only when the visitor starts it, and open it on the panorama', async () => {
      const load = loader();
      render(<Interior360View data={interior360Fixture} locale="en" mode="public" loadViewer={load} />);
      expect(load).not.toHaveBeenCalled();
      await user().click(screen.getByRole('button', { name: START }));
      expect(load).toHaveBeenCalledTimes(1);
      const viewer = await screen.findByRole('application', { name: /360° interior view/ });
      expect(viewer).toHaveTextContent(`Panorama ${PANORAMA} at 0°, -15°`);
      expect(viewer).toHaveFocus();
      expect(screen.queryByRole('button', { name: START })).not.toBeInTheDocument();
    });

    it('should go back to the starting view with “Back to the dashboard”', async () => {
      render(
        <Interior360View data={interior360Fixture} locale="en" mode="public" loadViewer={loader()} />,
      );
      await user().click(screen.getByRole('button', { name: START }));
      const viewer = await screen.findByRole('application');
      viewer.textContent = 'Looking at the boot';
      await user().click(screen.getByRole('button', { name: 'Back to the dashboard' }));
      expect(viewer).toHaveTextContent(`Panorama ${PANORAMA} at 0°, -15°`);
    });

    it('should close the viewer on Exit and give focus back to the start button', async () => {
      render(
        <Interior360View data={interior360Fixture} locale="en" mode="public" loadViewer={loader()} />,
      );
      await user().click(screen.getByRole('button', { name: START }));
      await user().click(await screen.findByRole('button', { name: 'Exit 360° view' }));
      expect(screen.queryByRole('application')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: START })).toHaveFocus();
      expect(screen.getByRole('img', { name: POSTER_ALT })).toBeVisible();
    });

    it('should close the viewer on Escape as well', async () => {
      render(
        <Interior360View data={interior360Fixture} locale="en" mode="public" loadViewer={loader()} />,
      );
      await user().click(screen.getByRole('button', { name: START }));
      await screen.findByRole('application');
      await user().keyboard('{Escape}');
      expect(screen.queryByRole('application')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: START })).toHaveFocus();
    });

    it('should say so when the viewer cannot be fetched, and let the visitor try again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const failing = loader('fails');
      const { rerender } = render(
        <Interior360View data={interior360Fixture} locale="en" mode="public" loadViewer={failing} />,
      );
      await user().click(screen.getByRole('button', { name: START }));
      expect(await screen.findByRole('alert')).toHaveTextContent('could not be started');
      rerender(
        <Interior360View data={interior360Fixture} locale="en" mode="public" loadViewer={loader()} />,
      );
      await user().click(screen.getByRole('button', { name: START }));
      expect(await screen.findByRole('application')).toBeInTheDocument();
    });

    it('should say so when the browser cannot show the viewer (no WebGL)', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const noWebGl: LoadPanoramaViewer = () =>
        Promise.resolve({
          openPanorama: () => {
            throw new Error('WebGL is not supported');
          },
        });
      render(
        <Interior360View data={interior360Fixture} locale="en" mode="public" loadViewer={noWebGl} />,
      );
      await user().click(screen.getByRole('button', { name: START }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(screen.queryByRole('application')).not.toBeInTheDocument();
    });
  });

  describe('given the editor’s own texts and Polish', () => {
    it('should use the fields’ texts, and the built-in Polish ones where empty', async () => {
      const data = fixture(interior360Template, {
        ...interior360Fixture.fields,
        clickToInteract: { pl: 'Usiądź w środku' },
        exit: { pl: 'Wyjdź' },
      });
      render(<Interior360View data={data} locale="pl" mode="public" loadViewer={loader()} />);
      await user().click(screen.getByRole('button', { name: 'Usiądź w środku' }));
      expect(await screen.findByRole('button', { name: 'Wyjdź' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Wróć do deski rozdzielczej' })).toBeInTheDocument();
    });

    it('should offer the touch text on a touch screen', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(pointer: coarse)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      render(<Interior360 data={interior360Fixture} locale="en" mode="public" />);
      expect(screen.getByRole('button', { name: 'Touch to explore the interior' })).toBeInTheDocument();
      vi.unstubAllGlobals();
    });
  });

  describe('given the page’s code', () => {
    const file = (name: string) => fileURLToPath(new URL(name, import.meta.url));
    it('should keep Photo Sphere Viewer and three.js out of the view’s chunk, behind import()', () => {
      const packages = (entry: string) => moduleGraph(file(entry), { runtimeOnly: true }).packages;
      expect(packages('./interior-360.tsx').filter((name) => /photo-sphere|three/.test(name))).toEqual([]);
      expect(packages('./panorama-viewer.ts')).toContain('@photo-sphere-viewer/core');
    });
  });

  describe('accessibility', () => {
    it.each(Object.entries(composeStories(stories)))(
      'given the %s story, should have no serious or critical axe violation',
      async (_name, Story) => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(await seriousAxeViolations(container)).toEqual([]);
      },
    );
  });
});
