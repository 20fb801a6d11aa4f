import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { SpecificationTags, type SpecificationTagsProps } from './specification-tags.js';
import { specificationTagsFixture } from './specification-tags.fixtures.js';
import { specificationTagsTemplate } from './specification-tags.schema.js';

const show = (props: Partial<SpecificationTagsProps> = {}) =>
  render(
    <WithSampleSiteData>
      <SpecificationTags data={specificationTagsFixture} locale="en" mode="public" {...props} />
    </WithSampleSiteData>,
  );

const withKey = (car_key: string) =>
  fixture(specificationTagsTemplate, { ...specificationTagsFixture.fields, car_key }, specificationTagsFixture.groups);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SpecificationTags block', () => {
  describe('given the key of a car with a price and a lease price', () => {
    it('should show both with the site’s price settings, the note and every tag', async () => {
      const { container } = show();
      const block = screen.getByRole('region', { name: 'Range Rover Sport at a glance' });
      expect(block).toHaveTextContent('From 519 900 zł');
      expect(block).toHaveTextContent('or 4 990 zł / Month');
      expect(block).toHaveTextContent('Price includes VAT.');
      const tags = within(screen.getByRole('list', { name: 'Specification' })).getAllByRole('listitem');
      expect(tags.map((tag) => tag.textContent)).toEqual([
        'Power400 hp',
        '0–100 km/h5.9 s',
        'GearboxAutomatic',
        'Electric range113 km',
      ]);
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given a Polish page', () => {
    it('should name the tags and the price in Polish', () => {
      show({ locale: 'pl' });
      const tags = within(screen.getByRole('list', { name: 'Specyfikacja' })).getAllByRole('listitem');
      expect(tags[0]).toHaveTextContent('Moc400 KM');
      expect(tags[2]).toHaveTextContent('Skrzynia biegówAutomatyczna');
    });
  });

  describe('given a key the car prices do not have', () => {
    it('should still show the tags, with "Price on request", and no editor note to visitors', () => {
      show({ data: withKey('f-type') });
      const block = screen.getByRole('region', { name: 'Range Rover Sport at a glance' });
      expect(block).toHaveTextContent('Price on request');
      expect(block).not.toHaveTextContent('From');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(within(block).getAllByRole('listitem')).toHaveLength(4);
    });

    it('should tell the editor in the preview which key has no prices', () => {
      show({ data: withKey('f-type'), mode: 'preview' });
      expect(screen.getByRole('alert')).toHaveTextContent('No car prices for “f-type”');
    });
  });

  describe('given a car with a price and no lease price', () => {
    it('should show the price alone', () => {
      render(
        <WithSampleSiteData>
          <SpecificationTags data={withKey('discovery')} locale="en" mode="public" />
        </WithSampleSiteData>,
      );
      const block = screen.getByRole('region');
      expect(block).toHaveTextContent('From 379 900 zł');
      expect(block).not.toHaveTextContent('Month');
    });
  });

  describe('given tags without a value', () => {
    it('should leave them out and name the block "Specification" when it has no heading', () => {
      show({
        data: fixture(specificationTagsTemplate, { car_key: 'discovery' }, [
          { tag_spec: 'power', tag_value: { en: '', pl: '' } },
          { tag_spec: '', tag_label: { en: 'Seats', pl: 'Miejsca' }, tag_value: { en: '7', pl: '7' } },
        ]),
      });
      const block = screen.getByRole('region', { name: 'Specification' });
      expect(within(block).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Seats7']);
    });
  });
});
