// @vitest-environment node
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accordionFixture } from './accordion/accordion.fixtures.js';
import { heroTitleBannerFixture } from './hero-title-banner/hero-title-banner.fixtures.js';
import { inPageNavigationFixture } from './in-page-navigation/in-page-navigation.fixtures.js';
import { BlockList, blockViewLoaders, preloadBlockViews, type BlockListItem } from './index.js';
import { quoteSliderFixture } from './quote-slider/quote-slider.fixtures.js';
import { quoteFixture } from './quote/quote.fixtures.js';
import { snippetFixture } from './snippet/snippet.fixtures.js';

/** Every template's story fixture, with a text each must put in the HTML. */
const catalogue: [BlockListItem, string][] = [
  [
    { id: 'hero', template: 'hero_title_banner', version: 1, data: heroTitleBannerFixture },
    'Build your career with us',
  ],
  [
    { id: 'snippet', template: 'snippet', version: 1, data: snippetFixture },
    'Training that starts in the workshop',
  ],
  [
    { id: 'accordion', template: 'accordion', version: 1, data: accordionFixture },
    'Frequently asked questions',
  ],
  [{ id: 'quote', template: 'quote', version: 1, data: quoteFixture }, 'Katarzyna Nowak'],
  [
    { id: 'slider', template: 'quote_slider', version: 1, data: quoteSliderFixture },
    'Piotr Wiśniewski',
  ],
  [
    { id: 'in-page', template: 'in_page_navigation', version: 1, data: inPageNavigationFixture },
    'href="#component-4"',
  ],
];
const blocks = catalogue.map(([block]) => block);
// As the content service answers a block that breaks its template: with the problems found.
const broken: BlockListItem = {
  id: 'broken',
  template: 'quote',
  version: 1,
  data: { fields: { theme: 'neon' }, groups: [] },
  issues: [{ path: 'fields.quote', rule: 'required', message: 'Quote is required' }],
};

async function streamToString(stream: ReadableStream<Uint8Array>) {
  await (stream as ReadableStream & { allReady?: Promise<void> }).allReady;
  return new Response(stream).text();
}

describe('server rendering', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  describe('given every template after preloadBlockViews', () => {
    beforeAll(() => preloadBlockViews(blocks.map((block) => block.template)));

    it.each(catalogue)(
      'should put the content of %o into the HTML of renderToString',
      (block, text) => {
        const html = renderToString(<BlockList blocks={[block]} locale="en" mode="public" />);
        expect(html).toContain(text);
        expect(html).toMatch(
          new RegExp(
            `<div id="component-1" class="fc-block" data-block-template="${block.template}"`,
          ),
        );
      },
    );

    it('should number the anchors of a whole page in order', () => {
      const html = renderToString(<BlockList blocks={blocks} locale="pl" mode="public" />);
      const anchors = [
        ...html.matchAll(/id="(component-\d+)"[^>]*data-block-template="([a-z_]+)"/g),
      ].map((m) => `${m[1]}:${m[2]}`);
      expect(anchors).toEqual([
        'component-1:hero_title_banner',
        'component-2:snippet',
        'component-3:accordion',
        'component-4:quote',
        'component-5:quote_slider',
        'component-6:in_page_navigation',
      ]);
      expect(html).toContain('Zbuduj z nami swoją karierę');
    });
  });

  describe('given a block that breaks its template among valid ones', () => {
    beforeAll(() => preloadBlockViews(['snippet', 'quote']));
    const page = [blocks[1]!, broken, blocks[3]!];

    it('should render nothing for it in public mode while its siblings render', () => {
      const html = renderToString(<BlockList blocks={page} locale="en" mode="public" />);
      expect(html).toContain('Training that starts in the workshop');
      expect(html).toContain('Katarzyna Nowak');
      expect(html).not.toContain('component-2');
      expect(html).not.toContain('role="alert"');
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('Block #component-2 (template "quote", id broken)'),
      );
    });

    it('should render the placeholder in preview mode while its siblings render', () => {
      const html = renderToString(<BlockList blocks={page} locale="en" mode="preview" />);
      expect(html).toContain('Training that starts in the workshop');
      expect(html).toContain('Katarzyna Nowak');
      expect(html).toMatch(/<div id="component-2" class="fc-block-placeholder" role="alert"/);
      expect(html).toContain('Block (quote) cannot be shown');
      expect(html).toContain('fields.quote: Quote is required');
    });
  });

  describe('given a view that throws on the server', () => {
    it('should leave that block out and keep the rest of the page', async () => {
      const views = {
        ...blockViewLoaders,
        quote: async () => ({
          default: () => {
            throw new Error('boom');
          },
        }),
      };
      await preloadBlockViews(['snippet', 'quote'], views);
      const html = renderToString(
        <BlockList blocks={[blocks[1]!, blocks[3]!]} locale="en" views={views} />,
      );
      expect(html).toContain('Training that starts in the workshop');
      expect(html).not.toContain('data-block-template="quote"');
    });
  });

  describe('given streaming rendering without preloading', () => {
    it('should wait for the lazy views and stream their HTML', async () => {
      // Fresh loaders, so nothing is cached from other tests.
      const views = {
        snippet: () => import('./snippet/snippet.js'),
        accordion: () => import('./accordion/accordion.js'),
      };
      const stream = await renderToReadableStream(
        <BlockList blocks={[blocks[1]!, blocks[2]!]} locale="en" views={views} />,
      );
      const html = await streamToString(stream);
      expect(html).toContain('Training that starts in the workshop');
      expect(html).toContain('Who can apply?');
    });
  });
});
