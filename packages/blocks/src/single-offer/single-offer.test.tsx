import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { CtaLinkProvider } from '@forecourt/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockList, type BlockListItem } from '../block-list.js';
import { fixture } from '../fixture.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { snippetFixture } from '../snippet/snippet.fixtures.js';
import { parseHiddenFields } from './hidden-fields.js';
import { SingleOffer } from './single-offer.js';
import { singleOfferFixture } from './single-offer.fixtures.js';
import { singleOfferTemplate } from './single-offer.schema.js';

const withAnchor = (hash: string, fields: Partial<typeof singleOfferFixture.fields> = {}) =>
  fixture(singleOfferTemplate, { ...singleOfferFixture.fields, hash, ...fields });

describe('parseHiddenFields', () => {
  it('should send text, numbers and yes/no values as text and leave other values out', () => {
    expect(parseHiddenFields('{"a": "x", "b": 2, "c": true, "d": null, "e": {"f": 1}}')).toEqual({
      a: 'x',
      b: '2',
      c: 'true',
    });
  });

  it('should give null for JSON that is not an object, and nothing for empty text', () => {
    expect(parseHiddenFields('["a"]')).toBeNull();
    expect(parseHiddenFields('{oops')).toBeNull();
    expect(parseHiddenFields('')).toEqual({});
  });
});

describe('SingleOffer block', () => {
  describe('given the anchor of an offer whose car has a price and a lease price', () => {
    it('should show the offer title as a heading, the price, the sub-offers and both descriptions', async () => {
      const { container } = render(
        <WithSampleSiteData>
          <SingleOffer data={singleOfferFixture} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      const heading = screen.getByRole('heading', {
        level: 2,
        name: 'Range Rover Sport from 4 990 zł a month',
      });
      const offer = screen.getByRole('region', { name: heading.textContent! });
      expect(offer).toHaveAttribute('id', 'rdx-range-rover-sport');
      expect(offer).toHaveTextContent('From 519 900 zł');
      expect(offer).toHaveTextContent('or 4 990 zł / Month');
      const suboffers = within(screen.getByRole('list', { name: 'What this offer includes' }))
        .getAllByRole('listitem');
      expect(suboffers.map((item) => [item.id, item.textContent])).toEqual([
        ['rdx-range-rover-sport-leasing', 'Leasing 103%'],
        ['rdx-range-rover-sport-credit', 'Credit from 0%'],
      ]);
      expect(screen.getByText(/103% lease with no down payment/)).toBeInTheDocument();
      expect(screen.getByText(/The price includes VAT/)).toBeInTheDocument();
      expect(await seriousAxeViolations(container)).toEqual([]);
    });

    it('should open the form with the offer, its car and the hidden fields', async () => {
      const openForm = vi.fn();
      render(
        <CtaLinkProvider openForm={openForm}>
          <WithSampleSiteData>
            <SingleOffer
              data={withAnchor('range-rover-sport', { hidden_fields: '{"campaign": "spring", "offer": "override"}' })}
              locale="en"
              mode="public"
            />
          </WithSampleSiteData>
        </CtaLinkProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Ask for this offer' }));
      expect(openForm).toHaveBeenCalledWith(
        expect.objectContaining({
          formId: 'offer-enquiry',
          hiddenFields: { offer: 'override', car_model: 'range-rover-sport', campaign: 'spring' },
        }),
      );
    });

    it('should find the offer from the anchor as the page links it (#rdx-…)', () => {
      render(
        <WithSampleSiteData>
          <SingleOffer data={withAnchor('#rdx-discovery')} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('heading', { name: 'Discovery with a 5-year warranty' })).toBeInTheDocument();
      // This car has no lease price.
      expect(screen.queryByText(/Month/)).not.toBeInTheDocument();
    });

    it('should use the Polish descriptions and call to action for locale pl', () => {
      render(
        <WithSampleSiteData>
          <SingleOffer data={singleOfferFixture} locale="pl" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('button', { name: 'Zapytaj o ofertę' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Co obejmuje ta oferta' })).toBeInTheDocument();
    });
  });

  describe('given an offer whose car has no price', () => {
    it('should show the offer without a price', () => {
      render(
        <WithSampleSiteData>
          <SingleOffer data={withAnchor('service-plan')} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('heading', { name: 'Service plan: 20% off parts and labour' })).toBeInTheDocument();
      expect(screen.queryByText(/^From/)).not.toBeInTheDocument();
    });
  });

  describe('given an anchor no offer has', () => {
    let consoleError: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => consoleError.mockRestore());

    const page: BlockListItem[] = [
      { id: 'b1', template: 'snippet', version: 1, data: snippetFixture },
      { id: 'b2', template: 'single_offer', version: 1, data: withAnchor('old-spring-offer') },
    ];

    it('should show visitors the rest of the page and nothing of the block', async () => {
      const { container } = render(
        <WithSampleSiteData>
          <BlockList blocks={page} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(await screen.findByRole('heading', { name: 'Training that starts in the workshop' })).toBeInTheDocument();
      await vi.waitFor(() => expect(container.querySelector('#component-2')).not.toBeNull());
      expect(container.querySelector('#component-2')).toBeEmptyDOMElement();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('should show the editor a notice naming the anchor in preview', async () => {
      render(
        <WithSampleSiteData>
          <BlockList blocks={page} locale="en" mode="preview" />
        </WithSampleSiteData>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Single offer: no offer with the anchor “old-spring-offer”',
      );
    });

    it('should say which provider is missing when the site gives no offers', async () => {
      render(<BlockList blocks={[page[1]!]} locale="en" mode="preview" />);
      expect(await screen.findByRole('alert')).toHaveTextContent('<BlockSiteDataProvider>');
    });
  });
});
