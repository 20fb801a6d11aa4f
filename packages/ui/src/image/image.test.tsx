import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image, imageSrcSet, imageUrl } from './image.js';

describe('imageUrl', () => {
  it('should build the image service address', () => {
    expect(imageUrl('abc', 720)).toBe('/api/v1/image/abc/w/720');
  });

  it('should escape ids', () => {
    expect(imageUrl('a/b c', 180)).toBe('/api/v1/image/a%2Fb%20c/w/180');
  });
});

describe('imageSrcSet', () => {
  it('should list each width smallest first', () => {
    expect(imageSrcSet('car', [720, 320])).toBe(
      '/api/v1/image/car/w/320 320w, /api/v1/image/car/w/720 720w',
    );
  });
});

describe('Image', () => {
  describe('given an id and alt text', () => {
    it('should render a lazy responsive image with the largest width as src', () => {
      render(<Image imageId="car" alt="A red coupé" widths={[320, 720]} sizes="50vw" />);
      const image = screen.getByRole('img', { name: 'A red coupé' });
      expect(image).toHaveAttribute('src', '/api/v1/image/car/w/720');
      expect(image).toHaveAttribute('srcset', imageSrcSet('car', [320, 720]));
      expect(image).toHaveAttribute('sizes', '50vw');
      expect(image).toHaveAttribute('loading', 'lazy');
    });
  });
});
