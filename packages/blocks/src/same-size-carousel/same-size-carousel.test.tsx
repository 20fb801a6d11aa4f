import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { SameSizeCarousel } from './same-size-carousel.js';
import { sameSizeCarouselFixture } from './same-size-carousel.fixtures.js';
import { sameSizeCarouselTemplate } from './same-size-carousel.schema.js';

describe('SameSizeCarousel', () => {
  describe('given a heading and four cards', () => {
    it('should show every card as a slide with its image, title, text and link', () => {
      render(<SameSizeCarousel data={sameSizeCarouselFixture} locale="en" mode="public" />);
      expect(screen.getByRole('region', { name: 'Programme paths' })).toBeInTheDocument();
      const cards = screen.getAllByRole('group', { name: /of 4/ });
      expect(cards).toHaveLength(4);
      const second = within(cards[1]!);
      expect(
        second.getByRole('heading', { level: 3, name: 'Electric vehicles' }),
      ).toBeInTheDocument();
      expect(second.getByRole('img', { name: 'Charging an electric car' })).toHaveAttribute(
        'src',
        '/api/v1/image/path-ev/w/720',
      );
      expect(second.getByRole('link', { name: /Find out more/ })).toHaveAttribute(
        'href',
        '/paths/ev',
      );
    });

    it('should stop at the ends: no Previous at the first card, no Next at the last', async () => {
      render(<SameSizeCarousel data={sameSizeCarouselFixture} locale="en" mode="public" />);
      expect(screen.getByRole('button', { name: 'Previous card' })).toBeDisabled();
      for (let step = 0; step < 3; step++) {
        await userEvent.click(screen.getByRole('button', { name: 'Next card' }));
      }
      expect(screen.getByRole('button', { name: 'Next card' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Previous card' })).toBeEnabled();
    });

    it('should speak Polish for locale pl', () => {
      render(<SameSizeCarousel data={sameSizeCarouselFixture} locale="pl" mode="public" />);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Ścieżki programu' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Następna karta' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: /Dowiedz się więcej/ })).toHaveLength(4);
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <SameSizeCarousel data={sameSizeCarouselFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given no heading', () => {
    it('should name the carousel “Cards” and make the card titles h2', () => {
      const data = fixture(sameSizeCarouselTemplate, {}, sameSizeCarouselFixture.groups);
      render(<SameSizeCarousel data={data} locale="en" mode="public" />);
      expect(screen.getByRole('region', { name: 'Cards' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    });
  });
});
