import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModelSummary } from '../model-summary/model-summary.js';
import { modelSummaryFixture, rangeRoverSportSummaryFixture } from '../model-summary/model-summary.fixtures.js';
import { ModelSpecLoaderContext } from '../shared/model-spec.js';
import { loadSpecFixture } from '../shared/model-spec.fixtures.js';
import { ModelSummaryFilters } from './model-summary-filters.js';
import { modelSummaryFiltersFixture } from './model-summary-filters.fixtures.js';

/** A page with the filters and two summaries: Defender 110 and Range Rover Sport 5-door. */
function Page({ locale = 'en' }: { locale?: 'en' | 'pl' }) {
  return (
    <ModelSpecLoaderContext.Provider value={loadSpecFixture}>
      <ModelSummaryFilters data={modelSummaryFiltersFixture} locale={locale} mode="public" />
      <ModelSummary data={modelSummaryFixture} locale={locale} mode="public" />
      <ModelSummary data={rangeRoverSportSummaryFixture} locale={locale} mode="public" />
    </ModelSpecLoaderContext.Provider>
  );
}

const summary = (name: string) => screen.getByRole('heading', { level: 2, name, hidden: true }).closest('section')!;

describe('Model summary filters', () => {
  beforeEach(() => window.history.replaceState(null, '', '/models'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  describe('given two model summaries on the page', () => {
    it('should offer the models and body styles of the summaries', async () => {
      render(<Page />);
      const model = await screen.findByRole('combobox', { name: 'Choose a model' });
      expect(within(model).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'All models',
        'Defender',
        'Range Rover Sport',
      ]);
      const bodystyle = screen.getByRole('combobox', { name: 'Choose a body style' });
      expect(within(bodystyle).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'All body styles',
        '110',
        '5-door',
      ]);
    });

    it('should show only the chosen model once submitted, and say how many are shown', async () => {
      const user = userEvent.setup();
      render(<Page />);
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Choose a model' }), 'Range Rover Sport');
      expect(summary('Defender 110')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Show models' }));
      expect(summary('Defender 110')).not.toBeVisible();
      expect(summary('Range Rover Sport 5-door')).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 model summaries.');
      expect(new URL(window.location.href).searchParams.get('model')).toBe('Range Rover Sport');
    });

    it('should offer only the body styles of the chosen model', async () => {
      const user = userEvent.setup();
      render(<Page />);
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Choose a model' }), 'Defender');
      const bodystyle = screen.getByRole('combobox', { name: 'Choose a body style' });
      expect(within(bodystyle).getAllByRole('option').map((o) => o.textContent)).toEqual(['All body styles', '110']);
    });

    it('should show every summary again for all models', async () => {
      const user = userEvent.setup();
      render(<Page />);
      const model = await screen.findByRole('combobox', { name: 'Choose a model' });
      await user.selectOptions(model, 'Defender');
      await user.click(screen.getByRole('button', { name: 'Show models' }));
      await user.selectOptions(model, '');
      await user.click(screen.getByRole('button', { name: 'Show models' }));
      expect(summary('Range Rover Sport 5-door')).toBeVisible();
      expect(summary('Defender 110')).toBeVisible();
    });
  });

  describe('given a link that names a model', () => {
    it('should start with that model chosen and only its summary shown', async () => {
      window.history.replaceState(null, '', '/models?model=Defender');
      render(<Page />);
      expect(await screen.findByRole('combobox', { name: 'Choose a model' })).toHaveValue('Defender');
      expect(summary('Range Rover Sport 5-door')).not.toBeVisible();
    });
  });

  it('should render nothing to use on the server: every summary stays shown without JavaScript', () => {
    const html = renderToString(<Page />);
    expect(html).not.toContain('<select');
    expect(html).not.toContain('hidden');
  });

  it('should use the built-in Polish labels where none are entered', async () => {
    render(
      <ModelSpecLoaderContext.Provider value={loadSpecFixture}>
        <ModelSummaryFilters data={{ fields: {}, groups: [] }} locale="pl" mode="public" />
        <ModelSummary data={modelSummaryFixture} locale="pl" mode="public" />
      </ModelSpecLoaderContext.Provider>,
    );
    expect(await screen.findByRole('combobox', { name: 'Model' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pokaż' })).toBeInTheDocument();
  });

  it('should have no serious or critical axe violation', async () => {
    const { container } = render(<Page />);
    await screen.findByRole('combobox', { name: 'Choose a model' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
