import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modelSpecStorageKey } from '../shared/model-spec.js';
import { SpecificationAccordion } from './specification-accordion.js';
import { modelSpecFixture } from '../shared/model-spec.fixtures.js';
import { specificationAccordionFixture } from './specification-accordion.fixtures.js';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('Specification accordion', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = vi.fn(() => answer(200, { data: [modelSpecFixture] }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const view = (locale: 'en' | 'pl' = 'en') =>
    render(<SpecificationAccordion data={specificationAccordionFixture} locale={locale} mode="public" />);

  describe('given the spec API answers', () => {
    it('should render the editorial panels on the server, and what to do without JavaScript', () => {
      const html = renderToString(
        <SpecificationAccordion data={specificationAccordionFixture} locale="en" mode="public" />,
      );
      expect(html).toContain('Dynamic Air Suspension');
      expect(html).toContain('<noscript><p class="fc-spec-accordion__status">Turn on JavaScript to choose an engine');
      expect(html).not.toContain('Loading');
    });

    it('should fill the engine and specification selects from the spec of the model', async () => {
      view();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the specification…');
      const engine = await screen.findByRole('combobox', { name: 'Choose an engine' });
      expect(within(engine).getAllByRole('option').map((o) => o.textContent)).toEqual(['D300 MHEV', 'P530 V8']);
      const trim = screen.getByRole('combobox', { name: 'Choose a specification' });
      expect(within(trim).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dynamic SE', 'Autobiography']);
      expect(fetchMock).toHaveBeenCalledWith('/api/compare/spec/rrs-23my', expect.anything());
    });

    it('should show the chosen specification as tables when the visitor asks to view it', async () => {
      const user = userEvent.setup();
      view();
      await user.selectOptions(await screen.findByLabelText('Choose an engine'), 'P530 V8');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'View specification' }));
      const heading = screen.getByRole('heading', { name: 'Range Rover Sport, 2023 model year: P530 V8, Autobiography' });
      expect(heading).toHaveFocus();
      const performance = screen.getByRole('table', { name: 'Performance' });
      expect(within(performance).getByRole('row', { name: 'Power 530 PS' })).toBeInTheDocument();
    });

    it('should keep the spec for the visit and not ask the API again', async () => {
      view().unmount();
      await vi.waitFor(() => expect(sessionStorage.getItem(modelSpecStorageKey('rrs-23my'))).not.toBeNull());
      view();
      expect(await screen.findByLabelText('Choose an engine')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('should open an editorial panel from its title', async () => {
      view();
      await userEvent.click(screen.getByRole('button', { name: 'Warranty' }));
      expect(screen.getByRole('region', { name: 'Warranty' })).toHaveTextContent('Three years or 100,000 km');
    });

    it('should speak Polish for locale pl', async () => {
      view('pl');
      expect(await screen.findByLabelText('Wybierz silnik')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Zobacz specyfikację' })).toBeInTheDocument();
    });

    it('should have no serious or critical axe violation once loaded', async () => {
      const { container } = view();
      await screen.findByLabelText('Choose an engine');
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given the model has no spec', () => {
    it('should say so instead of the selects', async () => {
      fetchMock.mockImplementation(() => answer(404, { error: 'Model spec not found' }));
      view();
      expect(await screen.findByText('No specification is available for this model yet.')).toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    });
  });

  describe('given the request fails', () => {
    it('should explain and load the spec on Try again', async () => {
      fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
      view();
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText('Choose an engine')).toBeInTheDocument();
    });
  });
});
