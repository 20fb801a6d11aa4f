import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { ColorPickerSlider } from './color-picker-slider.js';
import { colorPickerSliderFixture } from './color-picker-slider.fixtures.js';
import { colorPickerSliderTemplate } from './color-picker-slider.schema.js';

const shownPicture = () =>
  screen.getByRole('group', { name: /of 3|z 3/ }).querySelector('img')?.alt;

describe('ColorPickerSlider', () => {
  describe('given three colours', () => {
    it('should show the tagline, the paragraph, the first colour and the link', () => {
      render(<ColorPickerSlider data={colorPickerSliderFixture} locale="en" mode="public" />);
      expect(
        screen.getByRole('heading', { level: 2, name: 'Pick your colour' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Pick your colour' })).toBeInTheDocument();
      expect(shownPicture()).toBe('The training SUV in Fuji White');
      expect(screen.getByText('Fuji White', { selector: 'strong' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Build yours/ })).toHaveAttribute(
        'href',
        '/configurator',
      );
    });

    it('should pick a colour with its thumbnail button, pressed while chosen', async () => {
      render(<ColorPickerSlider data={colorPickerSliderFixture} locale="en" mode="public" />);
      const white = screen.getByRole('button', { name: 'Fuji White' });
      const green = screen.getByRole('button', { name: 'Pangea Green' });
      expect(white).toHaveAttribute('aria-pressed', 'true');
      expect(green).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(green);
      expect(shownPicture()).toBe('The training SUV in Pangea Green');
      expect(green).toHaveAttribute('aria-pressed', 'true');
      expect(white).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByText('Pangea Green', { selector: 'strong' })).toBeInTheDocument();
    });

    it('should keep the thumbnails in step with the arrows', async () => {
      render(<ColorPickerSlider data={colorPickerSliderFixture} locale="en" mode="public" />);
      await userEvent.click(screen.getByRole('button', { name: 'Previous colour' }));
      expect(screen.getByRole('button', { name: 'Pangea Green' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Next colour' }));
      expect(screen.getByRole('button', { name: 'Fuji White' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <ColorPickerSlider data={colorPickerSliderFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given locale pl and no word for “Colour”', () => {
    it('should say “Kolor” before the colour name', () => {
      render(<ColorPickerSlider data={colorPickerSliderFixture} locale="pl" mode="public" />);
      expect(screen.getByText('Biel Fuji', { selector: 'strong' }).parentElement).toHaveTextContent(
        'Kolor: Biel Fuji',
      );
      expect(screen.getByRole('button', { name: 'Następny kolor' })).toBeInTheDocument();
    });
  });

  describe('given the editor’s own word for “Colour”', () => {
    it('should use it', () => {
      const data = fixture(
        colorPickerSliderTemplate,
        { colour_translation: { en: 'Paint' } },
        colorPickerSliderFixture.groups,
      );
      render(<ColorPickerSlider data={data} locale="en" mode="public" />);
      expect(
        screen.getByText('Fuji White', { selector: 'strong' }).parentElement,
      ).toHaveTextContent('Paint: Fuji White');
    });
  });
});
