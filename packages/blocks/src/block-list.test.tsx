import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockList, BlockListEntry, preloadBlockViews, type BlockListItem } from './index.js';
import { quoteFixture } from './quote/quote.fixtures.js';
import { snippetFixture } from './snippet/snippet.fixtures.js';

const snippet: BlockListItem = { id: 'b1', template: 'snippet', version: 1, data: snippetFixture };
const quote: BlockListItem = { id: 'b2', template: 'quote', version: 1, data: quoteFixture };
// As the content service answers them: the problems it found are on the block.
const invalidQuote: BlockListItem = {
  id: 'b3',
  template: 'quote',
  version: 1,
  data: { fields: { quote: { en: '' }, theme: 'neon' }, groups: [] },
  issues: [
    { path: 'fields.quote', rule: 'required', message: 'Quote is required' },
    { path: 'fields.theme', rule: 'select', message: 'Theme must be one of the options' },
  ],
};
const unknown: BlockListItem = {
  id: 'b4',
  template: 'hologram',
  version: 1,
  data: { fields: {}, groups: [] },
  issues: [{ path: 'template', rule: 'unknown_template', message: 'Unknown block template "hologram"' }],
};

describe('BlockList', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  describe('given valid blocks', () => {
    it('should render each block in order with a #component-N anchor', async () => {
      const { container } = render(
        <BlockList blocks={[snippet, quote]} locale="en" mode="public" />,
      );
      expect(
        await screen.findByRole('heading', { name: 'Training that starts in the workshop' }),
      ).toBeInTheDocument();
      expect(await screen.findByText(/diagnosing hybrid drivetrains/)).toBeInTheDocument();
      const roots = container.querySelectorAll('[data-block-template]');
      expect([...roots].map((root) => [root.id, root.getAttribute('data-block-template')])).toEqual(
        [
          ['component-1', 'snippet'],
          ['component-2', 'quote'],
        ],
      );
    });

    it('should read translatable values in the requested locale', async () => {
      render(<BlockList blocks={[snippet]} locale="pl" />);
      expect(
        await screen.findByRole('heading', { name: 'Szkolenie, które zaczyna się w warsztacie' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Zobacz program/ })).toHaveAttribute(
        'href',
        '/pl/program',
      );
    });

    it('should render one block on its own as the list would at its place (BlockListEntry)', async () => {
      const { container } = render(
        <div>
          <BlockListEntry block={snippet} index={4} locale="en" />
          <BlockListEntry block={invalidQuote} index={5} locale="en" mode="preview" />
        </div>,
      );
      expect(
        await screen.findByRole('heading', { name: 'Training that starts in the workshop' }),
      ).toBeInTheDocument();
      expect(container.querySelector('.fc-block')?.id).toBe('component-5');
      expect(screen.getByRole('alert')).toHaveTextContent('Quote is required (and 1 more problem)');
    });

    it('should render synchronously once the views are preloaded', async () => {
      await preloadBlockViews(['snippet', 'quote', 'not-a-template']);
      render(<BlockList blocks={[snippet, quote]} locale="en" />);
      expect(
        screen.getByRole('heading', { name: 'Training that starts in the workshop' }),
      ).toBeInTheDocument();
    });
  });

  describe('given a block whose data breaks its template', () => {
    it('should render nothing for it in public mode, log it, and still render its siblings', async () => {
      const { container } = render(
        <BlockList blocks={[snippet, invalidQuote, quote]} locale="en" mode="public" />,
      );
      expect(await screen.findByText(/diagnosing hybrid drivetrains/)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(container.querySelector('#component-2')).toBeNull();
      expect(container.querySelector('#component-3')).not.toBeNull();
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('#component-2 (template "quote", id b3)'),
      );
    });

    it('should show a placeholder naming the template and the first problem in preview mode', async () => {
      render(<BlockList blocks={[snippet, invalidQuote]} locale="en" mode="preview" />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Block (quote) cannot be shown');
      expect(alert).toHaveTextContent('fields.quote: Quote is required');
      expect(alert).toHaveTextContent('(and 1 more problem)');
      expect(alert).toHaveAttribute('id', 'component-2');
      expect(
        await screen.findByRole('heading', { name: 'Training that starts in the workshop' }),
      ).toBeInTheDocument();
    });
  });

  describe('given a prepare function that checks blocks itself (an editor draft)', () => {
    const prepare = (block: BlockListItem) => ({
      block,
      issues:
        block.id === 'b2'
          ? [{ path: 'fields.quote', rule: 'required', message: 'Quote is required' }]
          : [],
      name: block.template === 'quote' ? 'Quote' : 'Snippet',
    });

    it('should show what it found, named by the template, and render the blocks it passes', async () => {
      render(<BlockList blocks={[snippet, quote]} locale="en" mode="preview" prepare={prepare} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Quote block (quote) cannot be shown');
      expect(screen.getByRole('alert')).toHaveTextContent('fields.quote: Quote is required');
      expect(
        await screen.findByRole('heading', { name: 'Training that starts in the workshop' }),
      ).toBeInTheDocument();
    });
  });

  describe('given a block of an unknown template', () => {
    it('should name the template in the preview placeholder', () => {
      render(<BlockList blocks={[unknown]} locale="en" mode="preview" />);
      expect(screen.getByRole('alert')).toHaveTextContent('Unknown block template "hologram"');
    });

    it('should render nothing in public mode', () => {
      const { container } = render(<BlockList blocks={[unknown]} locale="en" mode="public" />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('given a view that throws while rendering', () => {
    const throwingViews = {
      quote: async () => ({
        default: () => {
          throw new Error('quote view exploded');
        },
      }),
      snippet: () => import('./snippet/snippet.js'),
    };

    it('should keep the rest of the page and show the failure in preview mode', async () => {
      render(
        <BlockList blocks={[snippet, quote]} locale="en" mode="preview" views={throwingViews} />,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The view failed: quote view exploded',
      );
      expect(
        screen.getByRole('heading', { name: 'Training that starts in the workshop' }),
      ).toBeInTheDocument();
    });

    it('should render nothing for it in public mode and log which block failed', async () => {
      const { container } = render(
        <BlockList blocks={[snippet, quote]} locale="en" mode="public" views={throwingViews} />,
      );
      expect(
        await screen.findByRole('heading', { name: 'Training that starts in the workshop' }),
      ).toBeInTheDocument();
      await vi.waitFor(() =>
        expect(consoleError).toHaveBeenCalledWith(
          expect.stringContaining('#component-2 (template "quote", id b2)'),
        ),
      );
      expect(container.querySelector('#component-2')).toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
