import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { DualFrameCarousel } from './dual-frame-carousel.js';
import { dualFrameCarouselFixture } from './dual-frame-carousel.fixtures.js';
import { dualFrameCarouselTemplate } from './dual-frame-carousel.schema.js';

const shown = () => within(screen.getByRole('group', { name: /of 3|z 3/ }));

describe('DualFrameCarousel', () => {
  describe('given three slides', () => {
    it('should show the first picture with its own text', () => {
      render(<DualFrameCarousel data={dualFrameCarouselFixture} locale="en" mode="public" />);
      expect(screen.getByRole('region', { name: 'Stories from the workshop' })).toBeInTheDocument();
      expect(shown().getByRole('img')).toHaveAccessibleName('Anna at a diagnostic screen');
      expect(shown().getByRole('heading', { level: 3 })).toHaveTextContent('Anna found her trade');
      expect(shown().getByRole('link', { name: /Read Anna’s story/ })).toHaveAttribute(
        'href',
        '/stories/anna',
      );
    });

    it('should move picture and text together, wrapping around', async () => {
      render(<DualFrameCarousel data={dualFrameCarouselFixture} locale="en" mode="public" />);
      await userEvent.click(screen.getByRole('button', { name: 'Previous story' }));
      expect(shown().getByRole('img')).toHaveAccessibleName('Piotr mentoring an apprentice');
      expect(shown().getByRole('heading')).toHaveTextContent('Piotr passes it on');
      await userEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
      expect(shown().getByRole('heading')).toHaveTextContent('Tomasz works on batteries');
    });

    it('should speak Polish for locale pl', () => {
      render(<DualFrameCarousel data={dualFrameCarouselFixture} locale="pl" mode="public" />);
      expect(shown().getByRole('heading')).toHaveTextContent('Anna znalazła swój zawód');
      expect(screen.getByRole('button', { name: 'Następna historia' })).toBeInTheDocument();
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <DualFrameCarousel data={dualFrameCarouselFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given the picture on the right and no heading', () => {
    it('should put the picture on the right and make the titles h2', () => {
      const data = fixture(
        dualFrameCarouselTemplate,
        { image_side: 'right' },
        dualFrameCarouselFixture.groups,
      );
      const { container } = render(<DualFrameCarousel data={data} locale="en" mode="public" />);
      expect(container.firstChild).toHaveClass('fc-dual-frame--image-right');
      expect(screen.getByRole('region', { name: 'Stories' })).toBeInTheDocument();
      expect(shown().getByRole('heading', { level: 2 })).toBeInTheDocument();
    });
  });
});
