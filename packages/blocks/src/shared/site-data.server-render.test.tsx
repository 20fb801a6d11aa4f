// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlockList, preloadBlockViews, type BlockListItem } from '../block-list.js';
import { dropdownSectionsSelectFixture } from '../dropdown-sections-select/dropdown-sections-select.fixtures.js';
import { offersBlockFixture } from '../offers-block/offers-block.fixtures.js';
import { singleOfferFixture } from '../single-offer/single-offer.fixtures.js';
import { WithSampleSiteData } from './site-data.fixtures.js';

// The blocks of this change on a server (no DOM): everything a visitor needs is in the HTML.
const blocks: BlockListItem[] = [
  { id: 'select', template: 'dropdown_sections_select', version: 1, data: dropdownSectionsSelectFixture },
  { id: 'single', template: 'single_offer', version: 1, data: singleOfferFixture },
  { id: 'offers', template: 'offers_block', version: 1, data: offersBlockFixture },
];

describe('server rendering of the offers blocks and the dropdown sections select', () => {
  beforeAll(() => preloadBlockViews(blocks.map((block) => block.template)));

  it('should put the offers, their prices and the dropdown into the HTML, hiding nothing', () => {
    const html = renderToString(
      <WithSampleSiteData>
        <BlockList blocks={blocks} locale="en" mode="public" />
      </WithSampleSiteData>,
    );
    expect(html).toMatch(/<div id="component-2" class="fc-block" data-block-template="single_offer"/);
    expect(html).toContain('Range Rover Sport from 4 990 zł a month');
    expect(html).toContain('From <span>519 900 zł</span>');
    expect(html).toContain('Approved Discovery Sport with 24 months’ warranty');
    expect(html).toMatch(/<select[^>]*>.*A private buyer.*<\/select>/);
    expect(html).not.toMatch(/\shidden(=|\s|>)/);
  });
});
