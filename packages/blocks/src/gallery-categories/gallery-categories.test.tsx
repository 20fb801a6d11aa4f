import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GalleryCarousel } from '../gallery-carousel/gallery-carousel.js';
import { galleryCarouselFixture } from '../gallery-carousel/gallery-carousel.fixtures.js';
import { GalleryCategories } from './gallery-categories.js';
import { galleryCategoriesFixture } from './gallery-categories.fixtures.js';

describe('GalleryCategories', () => {
  describe('given two categories', () => {
    it('should show a card per category with its name and number of pictures', () => {
      render(<GalleryCategories data={galleryCategoriesFixture} locale="en" mode="public" />);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Browse the gallery' }),
      ).toBeInTheDocument();
      const exterior = screen.getByRole('button', { name: 'Open the gallery at Exterior' });
      expect(exterior).toHaveTextContent('Exterior');
      expect(exterior).toHaveTextContent('Pictures: 3');
      expect(exterior).toHaveAttribute('aria-haspopup', 'dialog');
    });

    it('should speak Polish for locale pl', () => {
      render(<GalleryCategories data={galleryCategoriesFixture} locale="pl" mode="public" />);
      expect(
        screen.getByRole('button', { name: 'Otwórz galerię w kategorii Wnętrze' }),
      ).toHaveTextContent('Zdjęcia: 2');
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <GalleryCategories data={galleryCategoriesFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given a gallery carousel on the same page', () => {
    it('should open the gallery at the card’s category and give focus back to the card on close', async () => {
      const user = userEvent.setup();
      render(
        <>
          <GalleryCategories data={galleryCategoriesFixture} locale="en" mode="public" />
          <GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />
        </>,
      );
      const interior = screen.getByRole('button', { name: 'Open the gallery at Interior' });
      await user.click(interior);
      const gallery = within(screen.getByRole('dialog', { name: 'Training car gallery' }));
      expect(gallery.getByRole('group', { name: '1 of 2' })).toHaveTextContent('Driver’s cockpit');
      await user.click(gallery.getByRole('button', { name: 'Close gallery' }));
      expect(interior).toHaveFocus();
    });
  });
});
