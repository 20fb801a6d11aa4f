import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { EntryForm } from './entry-form.js';
import { entryFormFixture } from './entry-form.fixtures.js';
import { entryFormTemplate } from './entry-form.schema.js';

describe('Entry form block', () => {
  describe('given a form of the page', () => {
    it('should show the form under its title, posting to the page, at #form-<id>', () => {
      const { container } = render(
        <WithSampleSiteData pageUrl={{ path: '/pl/jazda-probna', search: '?model=discovery&utm=x' }}>
          <EntryForm data={entryFormFixture} locale="pl" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('region', { name: 'Umów jazdę próbną' })).toHaveAttribute('id', 'form-7');
      const form = container.querySelector('form')!;
      expect(form).toHaveAttribute('action', '/pl/jazda-probna');
      expect(form).toHaveClass('fc-form--two-columns');
      expect(screen.getByRole('combobox', { name: /Model/ })).toHaveValue('discovery');
      expect(form.querySelector('input[type="hidden"][name="campaign"]')).toHaveValue('autumn-test-drives');
      expect(screen.getByRole('button', { name: 'Umów jazdę' })).toBeInTheDocument();
    });

    it('should place the button where the editor chose', () => {
      const data = fixture(entryFormTemplate, { form_id: '8', button_position: 'right', button_color: 'dark' });
      render(
        <WithSampleSiteData>
          <EntryForm data={data} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      const button = screen.getByRole('button', { name: 'Send' });
      expect(button.parentElement).toHaveClass('fc-form__actions--right');
      expect(button).toHaveClass('fc-form__submit--dark');
    });

    it('should show the thank-you after the page’s plain POST was stored', () => {
      render(
        <WithSampleSiteData formSubmission={{ formId: 7, status: 'sent' }}>
          <EntryForm data={entryFormFixture} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('status', { name: 'Thank you, we will call you' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Book the drive' })).not.toBeInTheDocument();
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <WithSampleSiteData>
          <EntryForm data={entryFormFixture} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given a form the page does not have', () => {
    it('should tell visitors calmly that the form is not available', () => {
      render(
        <WithSampleSiteData>
          <EntryForm data={fixture(entryFormTemplate, { form_id: '99' })} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('note')).toHaveTextContent('This form is not available');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('should tell editors why in the preview', () => {
      render(
        <WithSampleSiteData forms={[]}>
          <EntryForm data={entryFormFixture} locale="en" mode="preview" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Entry form: form 7 is not on this page');
    });
  });
});
