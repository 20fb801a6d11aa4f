import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NumberButtonCarousel } from './number-button-carousel.js';
import { numberButtonCarouselFixture } from './number-button-carousel.fixtures.js';

const shownTitle = () =>
  screen.getByRole('group', { name: /of 4/ }).querySelector('h3')?.textContent;

describe('NumberButtonCarousel', () => {
  describe('given four steps', () => {
    it('should show the first step and a numbered button per step', () => {
      render(<NumberButtonCarousel data={numberButtonCarouselFixture} locale="en" mode="public" />);
      expect(screen.getByRole('region', { name: 'Your path in four steps' })).toBeInTheDocument();
      expect(shownTitle()).toBe('Apply');
      expect(screen.getByRole('button', { name: 'Step 1 of 4: Apply' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Step 4 of 4: Qualify' })).toHaveTextContent('4');
    });

    it('should show a step when its number is pressed', async () => {
      render(<NumberButtonCarousel data={numberButtonCarouselFixture} locale="en" mode="public" />);
      await userEvent.click(screen.getByRole('button', { name: 'Step 3 of 4: Learn' }));
      expect(shownTitle()).toBe('Learn');
      expect(screen.getByRole('button', { name: 'Step 3 of 4: Learn' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Step 1 of 4: Apply' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    it('should go step by step with the arrows, stopping at the last', async () => {
      render(<NumberButtonCarousel data={numberButtonCarouselFixture} locale="en" mode="public" />);
      expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
      for (let step = 0; step < 3; step++) {
        await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
      }
      expect(shownTitle()).toBe('Qualify');
      expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    });

    it('should speak Polish for locale pl', () => {
      render(<NumberButtonCarousel data={numberButtonCarouselFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('button', { name: 'Etap 2 z 4: Poznaj nas' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Następny etap' })).toBeInTheDocument();
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <NumberButtonCarousel data={numberButtonCarouselFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });
});
