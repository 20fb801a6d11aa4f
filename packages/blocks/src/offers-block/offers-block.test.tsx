import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { CtaLinkProvider } from '@forecourt/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { WithSampleSiteData, sampleOffers } from '../shared/site-data.fixtures.js';
import { offerCategory, offersByCategory } from './categories.js';
import { OffersBlock } from './offers-block.js';
import { offersBlockFixture } from './offers-block.fixtures.js';
import { offersBlockTemplate } from './offers-block.schema.js';

describe('offerCategory', () => {
  it('should read the category from the car model key prefix, else new cars', () => {
    expect(offerCategory({ car_model_key: 'discovery' })).toBe('new_cars');
    expect(offerCategory({ car_model_key: 'approved:discovery-sport' })).toBe('approved');
    expect(offerCategory({ car_model_key: 'Owners:service' })).toBe('owners');
    expect(offerCategory({ car_model_key: 'branded_goods:collection' })).toBe('branded_goods');
    // A model whose key merely starts with the word is still a new car.
    expect(offerCategory({ car_model_key: 'approved-edition' })).toBe('new_cars');
  });

  it('should group the chosen categories in the block’s order and leave empty ones out', () => {
    const groups = offersByCategory(sampleOffers.slice(0, 3), ['owners', 'approved', 'new_cars']);
    expect(groups.map((group) => [group.category, group.offers.map((offer) => offer.anchor)])).toEqual([
      ['new_cars', ['range-rover-sport', 'discovery']],
      ['approved', ['approved-discovery-sport']],
    ]);
  });
});

describe('OffersBlock', () => {
  describe('given new cars and approved used cars ticked, and a form', () => {
    it('should show a section per category with its offers, new cars with their prices', async () => {
      const { container } = render(
        <WithSampleSiteData>
          <OffersBlock data={offersBlockFixture} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Current offers' })).toBeInTheDocument();
      const newCars = screen.getByRole('region', { name: 'New cars' });
      expect(within(newCars).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
        'Range Rover Sport from 4 990 zł a month',
        'Discovery with a 5-year warranty',
      ]);
      const sport = container.querySelector('#rdx-range-rover-sport')!;
      expect(sport).toHaveTextContent('From 519 900 zł');
      expect(sport).toHaveTextContent('or 4 990 zł / Month');
      expect(container.querySelector('#rdx-range-rover-sport-credit')).toHaveTextContent('Credit from 0%');
      const approved = screen.getByRole('region', { name: 'Approved used cars' });
      expect(within(approved).getByRole('heading', { level: 4 })).toHaveTextContent(
        'Approved Discovery Sport with 24 months’ warranty',
      );
      expect(approved).not.toHaveTextContent('From');
      // Not ticked.
      expect(screen.queryByRole('region', { name: 'For owners' })).not.toBeInTheDocument();
      expect(screen.queryByText('Service plan: 20% off parts and labour')).not.toBeInTheDocument();
      expect(await seriousAxeViolations(container)).toEqual([]);
    });

    it('should open the form from an offer with that offer in the hidden fields, and from the form button', async () => {
      const openForm = vi.fn();
      render(
        <CtaLinkProvider openForm={openForm}>
          <WithSampleSiteData>
            <OffersBlock data={offersBlockFixture} locale="en" mode="public" />
          </WithSampleSiteData>
        </CtaLinkProvider>,
      );
      const discovery = screen.getByRole('heading', { name: 'Discovery with a 5-year warranty' }).closest('article')!;
      await userEvent.click(within(discovery).getByRole('button', { name: 'Ask about this offer' }));
      expect(openForm).toHaveBeenLastCalledWith(
        expect.objectContaining({
          formId: 'offer-enquiry',
          hiddenFields: { offer: 'discovery', car_model: 'discovery', offer_category: 'new_cars' },
        }),
      );
      expect(screen.getByText(/a sales adviser will call you back/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Not sure which offer suits you?' }));
      expect(openForm).toHaveBeenLastCalledWith(
        expect.objectContaining({ formId: 'offer-enquiry', title: 'Not sure which offer suits you?' }),
      );
    });

    it('should use the Polish texts for locale pl', () => {
      render(
        <WithSampleSiteData>
          <OffersBlock data={offersBlockFixture} locale="pl" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('region', { name: 'Nowe samochody' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Zapytaj o ofertę' })).toHaveLength(3);
    });
  });

  describe('given no form', () => {
    it('should show the offers without enquiry buttons', () => {
      const data = fixture(offersBlockTemplate, { owners: true, branded_goods: true, new_cars: false });
      render(
        <WithSampleSiteData>
          <OffersBlock data={data} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('region', { name: 'For owners' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Branded goods' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given no offers in the ticked categories', () => {
    const empty = fixture(offersBlockTemplate, { owners: false, new_cars: true });

    it('should show visitors nothing without a form, and only the form with one', () => {
      const { container, rerender } = render(
        <WithSampleSiteData offers={[]}>
          <OffersBlock data={empty} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(container).toBeEmptyDOMElement();
      rerender(
        <WithSampleSiteData offers={[]}>
          <OffersBlock data={offersBlockFixture} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      expect(screen.queryByRole('region', { name: 'New cars' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Not sure which offer suits you?' })).toBeInTheDocument();
    });

    it('should tell the editor in preview', () => {
      render(
        <WithSampleSiteData offers={[]}>
          <OffersBlock data={empty} locale="en" mode="preview" />
        </WithSampleSiteData>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Offers: no offers in the chosen categories');
    });
  });
});
