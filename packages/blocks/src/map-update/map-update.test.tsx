import {
  ApiError,
  VIN_NOT_RECOGNISED,
  type MapUpdateClient,
  type MapUpdateDownloadRequest,
} from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlockSiteDataProvider } from '../shared/site-data.js';
import {
  mapUpdateKey,
  mapUpdateSearch,
  readMapUpdateRequest,
  resolveMapUpdate,
  type MapUpdateBlockData,
} from './map-update-state.js';
import { MapUpdate, MapUpdateService } from './map-update.js';
import {
  mapUpdateFixture,
  sampleDownload,
  sampleLookup,
  sampleSteps,
} from './map-update.fixtures.js';

/** A map service that knows one Range Rover, recording what it is asked. */
function sampleService() {
  const asked: string[] = [];
  const client: MapUpdateClient = {
    async lookUp(vin) {
      asked.push(`vin ${vin}`);
      if (vin !== sampleLookup.vehicle.vin) throw new ApiError(404, VIN_NOT_RECOGNISED);
      return sampleLookup;
    },
    async download(request: MapUpdateDownloadRequest) {
      asked.push(`download ${request.vin} ${request.package_id}`);
      if (request.package_id !== 'uk-2026-q3') throw new ApiError(404, 'Not available');
      return sampleDownload;
    },
  };
  return { client, asked };
}

function Page({
  step,
  client,
}: {
  step: { search: string; data: MapUpdateBlockData };
  client: MapUpdateClient;
}) {
  return (
    <MapUpdateService.Provider value={client}>
      <BlockSiteDataProvider
        offers={[]}
        carModels={[]}
        settings={{}}
        pageUrl={{ path: '/map-update', search: step.search }}
        mapUpdate={{ block: step.data }}
      >
        <MapUpdate data={mapUpdateFixture} locale="en" mode="public" blockId="block" />
      </BlockSiteDataProvider>
    </MapUpdateService.Provider>
  );
}

function renderBlock(
  step?: { search: string; data: MapUpdateBlockData },
  service = sampleService(),
) {
  const view = render(
    <MapUpdateService.Provider value={service.client}>
      <BlockSiteDataProvider
        offers={[]}
        carModels={[]}
        settings={{}}
        pageUrl={{ path: '/map-update', search: step?.search ?? '' }}
        mapUpdate={step ? { block: step.data } : {}}
      >
        <MapUpdate data={mapUpdateFixture} locale="en" mode="public" blockId="block" />
      </BlockSiteDataProvider>
    </MapUpdateService.Provider>,
  );
  return { ...view, asked: service.asked };
}

describe('map update URL state', () => {
  it('should read the step of a query and write it back with the VIN normalised', () => {
    const request = readMapUpdateRequest('?vin=salga2be8la600001&package=eu&terms=accepted');
    expect(request).toEqual({ vin: 'salga2be8la600001', packageId: 'eu', termsAccepted: true });
    expect(mapUpdateSearch(request)).toBe('vin=SALGA2BE8LA600001&package=eu&terms=accepted');
    expect(mapUpdateKey(request)).toBe('SALGA2BE8LA600001|eu|accepted');
  });

  it('should come to step 1 with the error for a VIN breaking a rule, without asking the service', async () => {
    const { client, asked } = sampleService();
    expect(await resolveMapUpdate(readMapUpdateRequest('?vin=SALGA2BE8LA6000I1'), client)).toEqual({
      step: 'vin',
      vin: 'SALGA2BE8LA6000I1',
      error: 'vin',
    });
    expect(asked).toEqual([]);
  });

  it('should stay on step 2 with the terms error when the terms were not accepted', async () => {
    const { client, asked } = sampleService();
    const result = await resolveMapUpdate(
      readMapUpdateRequest('?vin=SALGA2BE8LA600001&package=uk-2026-q3'),
      client,
    );
    expect(result).toMatchObject({ step: 'packages', packageId: 'uk-2026-q3', error: 'terms' });
    expect(asked).toEqual(['vin SALGA2BE8LA600001']);
  });
});

describe('MapUpdate block', () => {
  describe('given a visitor on step 1', () => {
    it('should show the VIN field with its label and hint, and no error', async () => {
      const { container } = renderBlock();
      const field = screen.getByRole('textbox', { name: 'Vehicle identification number (VIN)' });
      expect(field).toHaveAccessibleDescription(/17 letters and numbers/);
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText('Step 1 of 3')).toBeVisible();
      expect(await seriousAxeViolations(container)).toEqual([]);
    });

    it('should show the spec error on the field and move the focus there for a VIN it does not recognise', async () => {
      const user = userEvent.setup();
      const { asked } = renderBlock();
      await user.type(screen.getByRole('textbox', { name: /VIN/ }), 'SALGA2BE8LA999999');
      await user.click(screen.getByRole('button', { name: 'Find my maps' }));
      const field = await screen.findByRole('textbox', {
        name: /VIN/,
        description: new RegExp(`^${VIN_NOT_RECOGNISED.replace(/[.?]/g, '\\$&')}`),
      });
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(VIN_NOT_RECOGNISED)).toBeVisible();
      expect(asked).toEqual(['vin SALGA2BE8LA999999']);
    });

    it('should refuse a VIN with the letter O without asking the service', async () => {
      const user = userEvent.setup();
      const { asked } = renderBlock();
      await user.type(screen.getByRole('textbox', { name: /VIN/ }), 'SALGA2BE8LA60000O{Enter}');
      expect(await screen.findByText(VIN_NOT_RECOGNISED)).toBeVisible();
      expect(asked).toEqual([]);
    });
  });

  describe('given a visitor walking every step with the keyboard', () => {
    it('should find the vehicle, insist on the terms, then give the download link and start again', async () => {
      const user = userEvent.setup();
      const { container } = renderBlock();
      await user.type(screen.getByRole('textbox', { name: /VIN/ }), ' salga2 be8la600001{Enter}');

      const step2 = await screen.findByRole('heading', { name: 'Download maps' });
      expect(step2).toHaveFocus();
      expect(screen.getByText('Step 2 of 3')).toBeVisible();
      expect(screen.getByText(/Range Rover \(2020\), Pivi Pro/)).toBeVisible();
      expect(screen.getByRole('radio', { name: /^Europe/ })).toBeChecked();
      expect(await seriousAxeViolations(container)).toEqual([]);

      await user.click(screen.getByRole('radio', { name: /United Kingdom and Ireland/ }));
      await user.click(screen.getByRole('button', { name: 'Download maps' }));
      const terms = screen.getByRole('checkbox', {
        name: 'I accept the terms and conditions of the map update',
      });
      expect(terms).toHaveFocus();
      expect(terms).toHaveAccessibleDescription(
        'Please accept the terms and conditions to download the maps.',
      );

      await user.keyboard(' ');
      await user.click(screen.getByRole('button', { name: 'Download maps' }));
      const step3 = await screen.findByRole('heading', { name: 'Your maps are ready' });
      expect(step3).toHaveFocus();
      const link = screen.getByRole('link', { name: 'Download uk-2026-q3-SALGA2BE8LA600001.zip' });
      expect(link).toHaveAttribute('href', sampleDownload.url);
      expect(screen.getByText('The download link works until November 25, 2026.')).toBeVisible();
      expect(await seriousAxeViolations(container)).toEqual([]);

      await user.click(screen.getByRole('link', { name: 'Update the maps of another vehicle' }));
      expect(await screen.findByRole('heading', { name: 'Enter your VIN' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: /VIN/ })).toHaveValue('');
    });
  });

  describe('given the step the server resolved for the page URL', () => {
    it('should show it as it is, without asking the service again', () => {
      const { asked } = renderBlock(sampleSteps.download);
      expect(screen.getByRole('link', { name: /Download uk-2026-q3/ })).toBeVisible();
      expect(asked).toEqual([]);
    });

    it('should hydrate the server HTML of each step without a mismatch or asking the service', async () => {
      for (const step of Object.values(sampleSteps)) {
        const service = sampleService();
        const container = document.createElement('div');
        container.innerHTML = renderToString(<Page step={step} client={service.client} />);
        document.body.append(container);
        const onRecoverableError = vi.fn();
        const root = await act(async () =>
          hydrateRoot(container, <Page step={step} client={service.client} />, {
            onRecoverableError,
          }),
        );
        expect(onRecoverableError).not.toHaveBeenCalled();
        expect(service.asked).toEqual([]);
        act(() => root.unmount());
        container.remove();
      }
    });

    it('should post each step as a GET form to the page, so it works without JavaScript', () => {
      const { container } = renderBlock(sampleSteps.packages);
      const form = container.querySelector('form')!;
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/map-update');
      expect(container.querySelector('input[type=hidden][name=vin]')).toHaveValue(
        'SALGA2BE8LA600001',
      );
      expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAttribute(
        'value',
        'accepted',
      );
    });
  });
});
