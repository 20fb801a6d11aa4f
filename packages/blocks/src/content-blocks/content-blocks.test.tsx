import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { cardImageSizes, ContentBlocks } from './content-blocks.js';
import { contentBlocksFixture } from './content-blocks.fixtures.js';
import { contentBlocksTemplate } from './content-blocks.schema.js';

describe('ContentBlocks', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('given a heading, an introduction and three cards', () => {
    it('should list the cards with their headings one level below the block heading', () => {
      render(<ContentBlocks data={contentBlocksFixture} locale="en" mode="public" />);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Three ways into the trade' }),
      ).toBeInTheDocument();
      const cards = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
        'Apprenticeship',
      );
      expect(within(cards[0]!).getByRole('img')).toHaveAccessibleName(
        'An apprentice checking an engine bay',
      );
      expect(within(cards[1]!).getByRole('link', { name: 'About career change' })).toHaveAttribute(
        'href',
        '/career-change',
      );
    });

    it('should show the Polish content for locale pl', () => {
      render(<ContentBlocks data={contentBlocksFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('heading', { name: 'Trzy drogi do zawodu' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'O praktyce' })).toHaveAttribute(
        'href',
        '/pl/praktyka',
      );
    });

    it('should have no serious or critical axe violation', async () => {
      const { container } = render(
        <ContentBlocks data={contentBlocksFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });

    it('should line up the card headings of a row once an image has loaded', async () => {
      const { container } = render(
        <ContentBlocks data={contentBlocksFixture} locale="en" mode="public" />,
      );
      // jsdom lays nothing out: three cards in one row, headings of one, two and one lines.
      const box = (element: Element, top: number, height: number) =>
        vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, height } as DOMRect);
      const cards = container.querySelectorAll('.fc-content-blocks__card');
      cards.forEach((card, index) => {
        box(card, 0, 400);
        box(card.querySelector('h3')!, 200, index === 2 ? 60 : 30);
      });
      fireEvent.load(container.querySelector('img')!);
      await waitFor(() =>
        expect(
          Array.from(container.querySelectorAll('h3')).map((heading) => heading.style.minHeight),
        ).toEqual(['60px', '60px', '60px']),
      );
    });
  });

  describe('given four columns, electrified styling, the secondary font and right to left', () => {
    it('should lay the section out accordingly', () => {
      const data = fixture(
        contentBlocksTemplate,
        {
          'col-numbers': 4,
          electrifies: true,
          header_font: 'secondary',
          font_size: 'small-size',
          dir: 'rtl',
        },
        contentBlocksFixture.groups,
      );
      const { container } = render(<ContentBlocks data={data} locale="en" mode="public" />);
      const section = container.querySelector('section')!;
      expect(section).toHaveAttribute('dir', 'rtl');
      expect(section).toHaveClass(
        'fc-content-blocks--cols-4',
        'fc-content-blocks--electrifies',
        'fc-content-blocks--font-secondary',
        'fc-content-blocks--small-size',
      );
    });

    it('should put card headings at header_tag level without a block heading', () => {
      const data = fixture(contentBlocksTemplate, { header_tag: '3' }, contentBlocksFixture.groups);
      render(<ContentBlocks data={data} locale="en" mode="public" />);
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    });
  });

  describe('given a card with no image, paragraph or link', () => {
    it('should show its heading alone', () => {
      const data = fixture(contentBlocksTemplate, {}, [{ heading: { en: 'Just a heading' } }]);
      render(<ContentBlocks data={data} locale="en" mode="public" />);
      expect(screen.getByRole('heading', { name: 'Just a heading' })).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });
});

describe('cardImageSizes', () => {
  it('should ask for a column of the viewport on desktops and half of it on tablets', () => {
    expect(cardImageSizes(4)).toBe('(min-width: 1024px) 25vw, (min-width: 741px) 50vw, 100vw');
    expect(cardImageSizes(1)).toBe('(min-width: 1024px) 100vw, (min-width: 741px) 100vw, 100vw');
  });
});
