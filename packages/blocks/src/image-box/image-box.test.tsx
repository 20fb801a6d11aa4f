import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixture.js';
import { ImageBox } from './image-box.js';
import { imageBoxFixture } from './image-box.fixtures.js';
import { imageBoxTemplate } from './image-box.schema.js';

describe('ImageBox', () => {
  describe('given an image with a caption, a heading, a paragraph and a link', () => {
    it('should show the image captioned, and the text with its link', () => {
      render(<ImageBox data={imageBoxFixture} locale="en" mode="public" />);
      const figure = screen.getByRole('figure');
      expect(figure.querySelector('figcaption')).toHaveTextContent(
        'Twelve service bays and a high-voltage lab.',
      );
      expect(figure).toContainElement(
        screen.getByRole('img', { name: 'The training centre workshop in Warsaw' }),
      );
      expect(
        screen.getByRole('heading', { level: 2, name: 'Our training centre' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/one week in four/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Plan a visit' })).toHaveAttribute(
        'href',
        '/training-centre',
      );
    });

    it('should show the Polish content for locale pl', () => {
      render(<ImageBox data={imageBoxFixture} locale="pl" mode="public" />);
      expect(
        screen.getByRole('heading', { name: 'Nasze centrum szkoleniowe' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zaplanuj wizytę' })).toBeInTheDocument();
    });

    it('should have no serious or critical axe violation', async () => {
      const { container } = render(<ImageBox data={imageBoxFixture} locale="en" mode="public" />);
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given the image on the right, a dark box, the secondary font and right to left', () => {
    it('should reflect them in the layout', () => {
      const data = fixture(imageBoxTemplate, {
        ...imageBoxFixture.fields,
        layout: 'image-right',
        box_color: 'dark-theme',
        header_font: 'secondary',
        dir: 'rtl',
        header_tag: '3',
      });
      const { container } = render(<ImageBox data={data} locale="en" mode="public" />);
      const section = container.querySelector('section')!;
      expect(section).toHaveClass('fc-image-box--image-right', 'fc-image-box--font-secondary');
      expect(section).toHaveAttribute('dir', 'rtl');
      expect(container.querySelector('.fc-image-box__box')).toHaveClass('fc-surface--dark-theme');
      expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    });
  });

  describe('given only an image without a caption', () => {
    it('should show the image alone, with no empty box', () => {
      const data = fixture(imageBoxTemplate, { image: imageBoxFixture.fields.image });
      const { container } = render(<ImageBox data={data} locale="en" mode="public" />);
      expect(screen.getByRole('img')).toBeInTheDocument();
      expect(container.querySelector('figcaption')).toBeNull();
      expect(container.querySelector('.fc-image-box__box')).toBeNull();
    });
  });

  describe('given further links (rdx-links)', () => {
    it('should list them as text links under the button, in the page’s language', () => {
      render(<ImageBox data={imageBoxFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('link', { name: 'Godziny otwarcia' })).toHaveAttribute('href', '/contact');
      expect(screen.getByRole('link', { name: 'Dojazd' })).toHaveAttribute('href', '/retailers#warszawa');
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    });
  });
});
