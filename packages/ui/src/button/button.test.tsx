import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';

describe('Button', () => {
  describe('given label text', () => {
    it('should render a button named by the label', async () => {
      const onClick = vi.fn();
      render(<Button labelText="Book a test drive" onClick={onClick} />);
      await userEvent.click(screen.getByRole('button', { name: 'Book a test drive' }));
      expect(onClick).toHaveBeenCalledOnce();
    });

    it('should default to a medium button for a light surface', () => {
      render(<Button labelText="Compare" />);
      const button = screen.getByRole('button', { name: 'Compare' });
      expect(button).toHaveClass('fc-button', 'fc-button--medium', 'fc-button--light-theme');
      expect(button).toHaveAttribute('type', 'button');
    });

    it('should apply size, theme, electrified, centred and custom classes', () => {
      render(
        <Button
          labelText="Charge"
          size="small"
          theme="dark-theme"
          electrifies
          center
          customClass="promo"
        />,
      );
      expect(screen.getByRole('button', { name: 'Charge' })).toHaveClass(
        'fc-button--small',
        'fc-button--dark-theme',
        'fc-button--electrifies',
        'fc-button--center',
        'promo',
      );
    });

    it('should fall back to medium for a size other than medium or small', () => {
      // @ts-expect-error -- saved settings can carry any string
      render(<Button labelText="Odd" size="huge" />);
      expect(screen.getByRole('button', { name: 'Odd' })).toHaveClass('fc-button--medium');
    });

    it('should not fire when disabled', async () => {
      const onClick = vi.fn();
      render(<Button labelText="Send" disabled onClick={onClick} />);
      const button = screen.getByRole('button', { name: 'Send' });
      expect(button).toBeDisabled();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('given no label text', () => {
    it('should render nothing', () => {
      const { container } = render(<Button labelText="" icon="arrow-right" />);
      expect(container).toBeEmptyDOMElement();
    });

    it('should render when alwaysShow is set, named by its aria-label', () => {
      render(<Button alwaysShow icon="close" aria-label="Close panel" />);
      expect(screen.getByRole('button', { name: 'Close panel' })).toBeInTheDocument();
    });
  });
});
