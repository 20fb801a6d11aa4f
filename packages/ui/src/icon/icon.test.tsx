import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.js';

describe('Icon', () => {
  describe('given a known icon without a label', () => {
    it('should be decorative', () => {
      const { container } = render(<Icon name="arrow-right" />);
      const icon = container.querySelector('[data-icon="arrow-right"]');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  });

  describe('given a label', () => {
    it('should be an image named by the label', () => {
      render(<Icon name="download" label="Download" />);
      expect(screen.getByRole('img', { name: 'Download' })).toHaveAttribute(
        'data-icon',
        'download',
      );
    });
  });

  describe('given a name outside the icon set', () => {
    it('should render nothing', () => {
      const { container } = render(<Icon name="unicorn" />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
