import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModelsCarouselManual } from './models-carousel-manual.js';
import { modelsCarouselManualFixture } from './models-carousel-manual.fixtures.js';

describe('ModelsCarouselManual', () => {
  describe('given four models with lines and buttons', () => {
    it('should show every model with its picture, name, line and buttons', () => {
      render(<ModelsCarouselManual data={modelsCarouselManualFixture} locale="en" mode="public" />);
      expect(screen.getByRole('region', { name: 'Cars you will work on' })).toBeInTheDocument();
      const models = screen.getAllByRole('group', { name: /of 4/ });
      expect(models).toHaveLength(4);
      const city = within(models[1]!);
      expect(city.getByRole('img', { name: 'City E from the side' })).toBeInTheDocument();
      expect(city.getByRole('heading', { level: 3, name: 'City E' })).toBeInTheDocument();
      expect(city.getByText('Fully electric')).toBeInTheDocument();
      expect(city.getByRole('link', { name: /Explore/ })).toHaveAttribute('href', '/models/city');
      expect(city.getByRole('link', { name: /Build/ })).toHaveAttribute(
        'href',
        '/configurator/city',
      );
    });

    it('should move with the arrows until the last model', async () => {
      render(<ModelsCarouselManual data={modelsCarouselManualFixture} locale="en" mode="public" />);
      expect(screen.getByRole('button', { name: 'Previous models' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Next models' }));
      expect(screen.getByRole('button', { name: 'Previous models' })).toBeEnabled();
    });

    it('should speak Polish for locale pl', () => {
      render(<ModelsCarouselManual data={modelsCarouselManualFixture} locale="pl" mode="public" />);
      expect(screen.getByText('Od 62 000 €')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Następne modele' })).toBeInTheDocument();
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <ModelsCarouselManual data={modelsCarouselManualFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });
});
