import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { defenderSpecFixture } from '../shared/model-spec.fixtures.js';
import { applyModelSummaryFilter } from '../shared/model-summary-filter.js';
import { ModelSummary } from './model-summary.js';
import { modelSummaryFixture } from './model-summary.fixtures.js';
import { modelSummaryTemplate } from './model-summary.schema.js';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('Model summary', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/models');
    fetchMock = vi.fn(() => answer(200, { data: [defenderSpecFixture] }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  describe('given Defender 110 with derivatives in columns', () => {
    it('should render its heading and anchor on the server, and what to do without JavaScript', () => {
      const html = renderToString(<ModelSummary data={modelSummaryFixture} locale="en" mode="public" />);
      expect(html).toContain('Defender 110');
      expect(html).toContain('<noscript><p class="fc-model-summary__status">Turn on JavaScript to see the derivatives');
      expect(html).toContain('id="defender-110"');
    });

    it('should list the 110 derivatives, each with the three chosen values', async () => {
      render(<ModelSummary data={modelSummaryFixture} locale="en" mode="public" />);
      await screen.findByRole('heading', { name: 'Defender 110 SE D250 MHEV' });
      const derivatives = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
      expect(derivatives.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Defender 110 SE D250 MHEV',
        'Defender 110 X-Dynamic HSE P400e PHEV',
      ]);
      expect(derivatives[1]).toHaveTextContent('Power404 PS');
      expect(derivatives[1]).toHaveTextContent('0–100 km/h5.4 s');
      expect(derivatives[1]).toHaveTextContent('Top speed240 km/h');
      expect(fetchMock).toHaveBeenCalledWith('/api/compare/spec/def-235my', expect.anything());
    });

    it('should list the standard equipment of the spec, and reveal more from its label', async () => {
      const user = userEvent.setup();
      render(<ModelSummary data={modelSummaryFixture} locale="en" mode="public" />);
      expect(await screen.findByRole('heading', { name: 'Standard equipment' })).toBeInTheDocument();
      expect(screen.getByText('ClearSight Ground View')).toBeInTheDocument();
      expect(screen.getByText('Wade Sensing')).not.toBeVisible();
      await user.click(screen.getByText('More standard equipment'));
      expect(screen.getByText('Wade Sensing')).toBeVisible();
    });

    it('should hide itself when the filters choose another model, and come back for its own', async () => {
      render(<ModelSummary data={modelSummaryFixture} locale="en" mode="public" />);
      const heading = await screen.findByRole('heading', { level: 2, name: 'Defender 110' });
      act(() => applyModelSummaryFilter({ model: 'Range Rover Sport', bodystyle: '' }));
      expect(heading).not.toBeVisible();
      act(() => applyModelSummaryFilter({ model: 'Defender', bodystyle: '110' }));
      expect(heading).toBeVisible();
    });

    it('should have no serious or critical axe violation once loaded', async () => {
      const { container } = render(<ModelSummary data={modelSummaryFixture} locale="en" mode="public" />);
      await screen.findByText('ClearSight Ground View');
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given derivatives as a table with a custom label', () => {
    it('should show a row per derivative with the labelled values', async () => {
      const data = fixture(modelSummaryTemplate, {
        ...modelSummaryFixture.fields,
        bodystyle: '90',
        has_columns: false,
        spec_key_3: 'co2',
        spec_label_3: { en: 'CO₂ (WLTP)' },
      });
      render(<ModelSummary data={data} locale="en" mode="public" />);
      const table = await screen.findByRole('table');
      expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
        'Derivative',
        'Power',
        '0–100 km/h',
        'CO₂ (WLTP)',
      ]);
      expect(within(table).getByRole('row', { name: 'Defender 90 SE D250 MHEV 249 PS 8.3 s 220 g/km' })).toBeInTheDocument();
    });
  });

  describe('given the request fails', () => {
    it('should explain and load again on Try again', async () => {
      fetchMock.mockImplementationOnce(() => answer(500, { error: 'Internal server error' }));
      render(<ModelSummary data={modelSummaryFixture} locale="pl" mode="public" />);
      expect(await screen.findByText(/Nie udało się wczytać wersji/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
      expect(await screen.findByText('Defender 110 SE D250 MHEV')).toBeInTheDocument();
    });
  });
});
