import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { openGallery } from '../shared/gallery/open-gallery.js';
import { GalleryCarousel, shareUrls } from './gallery-carousel.js';
import { galleryCarouselFixture } from './gallery-carousel.fixtures.js';
import { galleryCarouselTemplate } from './gallery-carousel.schema.js';

const dialog = () => within(screen.getByRole('dialog', { name: 'Training car gallery' }));
const shownCaption = () =>
  screen
    .getByRole('dialog')
    .querySelector('[aria-roledescription="slide"]:not([aria-hidden]) figcaption')?.textContent;

describe('shareUrls', () => {
  it('should share the page address on Facebook and Twitter', () => {
    expect(shareUrls('https://example.com/cars?a=1')).toEqual({
      facebook:
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fcars%3Fa%3D1',
      twitter: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fcars%3Fa%3D1',
    });
  });
});

describe('GalleryCarousel', () => {
  describe('given five pictures in two categories, with wallpapers', () => {
    it('should show a grid of thumbnails named after their captions, readable without scripts', () => {
      const html = renderToString(
        <GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />,
      );
      expect(html).toContain('Training car gallery');
      expect(html).toContain('aria-label="Open Side profile"');
      render(<GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />);
      expect(screen.getAllByRole('button', { name: /^Open / })).toHaveLength(5);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should open the full-screen carousel at the clicked picture and give focus back on close', async () => {
      const user = userEvent.setup();
      render(<GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />);
      const thumbnail = screen.getByRole('button', { name: 'Open Driver’s cockpit' });
      await user.click(thumbnail);
      expect(shownCaption()).toBe('Driver’s cockpit');
      await user.click(dialog().getByRole('button', { name: 'Next picture' }));
      expect(shownCaption()).toBe('Rear view');
      await user.click(dialog().getByRole('button', { name: 'Close gallery' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(thumbnail).toHaveFocus();
    });

    it('should close with Escape and return focus to the thumbnail', async () => {
      const user = userEvent.setup();
      render(<GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />);
      const thumbnail = screen.getByRole('button', { name: 'Open Rear view' });
      await user.click(thumbnail);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(thumbnail).toHaveFocus();
    });

    it('should offer the shown picture as a wallpaper and share the page', async () => {
      const user = userEvent.setup();
      render(<GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />);
      await user.click(screen.getByRole('button', { name: 'Open Side profile' }));
      const download = dialog().getByRole('link', { name: 'Download wallpaper' });
      expect(download).toHaveAttribute('href', '/api/v1/image/gallery-side/w/1600');
      expect(download).toHaveAttribute('download');
      const page = encodeURIComponent(window.location.href);
      expect(dialog().getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${page}`,
      );
      expect(dialog().getByRole('link', { name: /Share on Twitter/ })).toHaveAttribute(
        'href',
        `https://twitter.com/intent/tweet?url=${page}`,
      );
    });

    it('should list the categories and show only the chosen one', async () => {
      const user = userEvent.setup();
      render(<GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />);
      await user.click(screen.getByRole('button', { name: 'Open Front three-quarter view' }));
      const categories = dialog().getByRole('button', { name: 'Categories' });
      expect(categories).toHaveAttribute('aria-expanded', 'false');
      await user.click(categories);
      expect(categories).toHaveAttribute('aria-expanded', 'true');
      await user.click(dialog().getByRole('button', { name: 'Interior (2)' }));
      expect(shownCaption()).toBe('Driver’s cockpit');
      expect(dialog().getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
      await user.click(dialog().getByRole('button', { name: 'Next picture' }));
      expect(shownCaption()).toBe('Rear seats');
    });

    it('should open at a category asked for by a Gallery categories block', () => {
      render(<GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />);
      let taken = false;
      act(() => {
        taken = openGallery({ category: 'interior' });
      });
      expect(taken).toBe(true);
      expect(shownCaption()).toBe('Driver’s cockpit');
      expect(openGallery({ category: 'Engine bay' })).toBe(false);
    });

    it('should speak Polish for locale pl', async () => {
      const user = userEvent.setup();
      render(<GalleryCarousel data={galleryCarouselFixture} locale="pl" mode="public" />);
      await user.click(screen.getByRole('button', { name: 'Otwórz: Profil boczny' }));
      const polish = within(screen.getByRole('dialog', { name: 'Galeria auta szkoleniowego' }));
      expect(polish.getByRole('link', { name: 'Pobierz tapetę' })).toBeInTheDocument();
      expect(polish.getByRole('button', { name: 'Zamknij galerię' })).toBeInTheDocument();
      expect(polish.getByRole('button', { name: 'Kategorie' })).toBeInTheDocument();
    });

    it('should have no serious axe violation, closed or open', async () => {
      const user = userEvent.setup();
      const { container } = render(
        <GalleryCarousel data={galleryCarouselFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Open Side profile' }));
      expect(await seriousAxeViolations(screen.getByRole('dialog'))).toEqual([]);
    });
  });

  describe('given a category typed with different case and spacing', () => {
    it('should list it once, with all its pictures', async () => {
      const user = userEvent.setup();
      const groups = galleryCarouselFixture.groups.map((group, index) =>
        index === 3 ? { ...group, category: { en: ' exterior ' } } : group,
      );
      const data = fixture(galleryCarouselTemplate, galleryCarouselFixture.fields, groups);
      render(<GalleryCarousel data={data} locale="en" mode="public" />);
      await user.click(screen.getByRole('button', { name: 'Open Side profile' }));
      await user.click(dialog().getByRole('button', { name: 'Categories' }));
      expect(dialog().getAllByRole('button', { name: /^Exterior/i })).toHaveLength(1);
      expect(dialog().getByRole('button', { name: 'Exterior (3)' })).toBeInTheDocument();
    });
  });

  describe('given no name, categories, captions, wallpapers or share links', () => {
    it('should number the thumbnails and show only the close button with its own label', async () => {
      const user = userEvent.setup();
      const data = fixture(
        galleryCarouselTemplate,
        { fb_link: false, tw_link: false, close_button: { en: 'Back to the page' } },
        galleryCarouselFixture.groups.map(({ image }) => ({
          image: { id: image.id, size: image.size },
        })),
      );
      render(<GalleryCarousel data={data} locale="en" mode="public" />);
      await user.click(screen.getByRole('button', { name: 'Open picture 2' }));
      const view = within(screen.getByRole('dialog', { name: 'Gallery' }));
      expect(view.queryByRole('link')).not.toBeInTheDocument();
      expect(view.queryByRole('button', { name: 'Categories' })).not.toBeInTheDocument();
      expect(view.getByRole('button', { name: 'Back to the page' })).toBeInTheDocument();
      expect(view.getByRole('group', { name: '2 of 5' })).toBeInTheDocument();
    });
  });
});
