import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { contactForm } from '../shared/form/form.fixtures.js';
import { FormRenderer } from '../shared/form/form-renderer.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { OffersToCrm } from './offers-to-crm.js';
import { offersToCrmFixture } from './offers-to-crm.fixtures.js';
import { offersToCrmTemplate } from './offers-to-crm.schema.js';

describe('Offers to CRM block', () => {
  describe('given two listed offers and a form with an offer field', () => {
    it('should offer them in order as a required choice inside the form', () => {
      const { container } = render(
        <WithSampleSiteData>
          <OffersToCrm data={offersToCrmFixture} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Ask about an offer' })).toBeInTheDocument();
      const choice = screen.getByRole('group', { name: /Which offer\?/ });
      expect(within(choice).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
        'range-rover-sport',
        'discovery',
      ]);
      expect(within(choice).getAllByRole('radio')[0]).toHaveAttribute('name', 'offer');
      expect(container.querySelector('form')).toContainElement(choice);
      expect(container.querySelector('input[type="hidden"][name="offer"]')).toBeNull();
    });

    it('should ask for an offer before sending', async () => {
      const user = userEvent.setup();
      render(
        <WithSampleSiteData>
          <OffersToCrm data={offersToCrmFixture} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Which offer?: This field is required');
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <WithSampleSiteData>
          <OffersToCrm data={offersToCrmFixture} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given the content service', () => {
    let server: Server;
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('should send the chosen offer as the offer field’s value', async () => {
      const bodies: unknown[] = [];
      server = createServer((request, response) => {
        let text = '';
        request.on('data', (chunk: Buffer) => (text += String(chunk)));
        request.on('end', () => {
          bodies.push(JSON.parse(text));
          response.writeHead(201, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ data: { id: 5, created_at: '2026-11-24T08:00:00Z' } }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const user = userEvent.setup();
      // The block's own form, with the API on the stand-in's origin.
      render(
        <FormRenderer
          form={contactForm}
          locale="en"
          action="/offers"
          apiBase={apiBase}
          pick={{ fieldId: 'offer', legend: 'Which offer?', options: [{ value: 'discovery', label: 'Discovery' }] }}
        />,
      );
      await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
      await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
      await user.click(screen.getByRole('radio', { name: 'Discovery' }));
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await screen.findByRole('status', { name: 'Thank you' });
      expect(bodies).toEqual([
        { values: { name: 'Ada', email: 'ada@example.com', offer: 'discovery' }, locale: 'en', page_path: '/offers' },
      ]);
    });
  });

  describe('given a form without the offer field, in the preview', () => {
    it('should tell the editor which field is missing', () => {
      const data = fixture(offersToCrmTemplate, { ...offersToCrmFixture.fields, offer_field_id: 'campaign_offer' });
      render(
        <WithSampleSiteData>
          <OffersToCrm data={data} locale="en" mode="preview" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('the form has no hidden field “campaign_offer”');
    });
  });

  describe('given a form the page does not have', () => {
    it('should say calmly that the form is not available', () => {
      render(
        <WithSampleSiteData forms={[]}>
          <OffersToCrm data={offersToCrmFixture} locale="pl" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('note')).toHaveTextContent('Ten formularz jest niedostępny');
    });
  });
});
