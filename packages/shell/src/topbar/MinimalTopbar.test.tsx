import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../i18n/LocaleProvider.js';
import { MinimalTopbar } from './MinimalTopbar.js';

describe('MinimalTopbar', () => {
  describe('given a title', () => {
    it('should show only a logo linking home and the title', () => {
      render(<MinimalTopbar title="Approved used programme" />);
      const header = screen.getByRole('banner');
      expect(within(header).getAllByRole('link')).toHaveLength(1);
      expect(within(header).getByRole('link', { name: 'Forecourt home' })).toHaveAttribute('href', '/');
      expect(within(header).getByText('Approved used programme')).toBeInTheDocument();
      expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
      expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given a Polish page', () => {
    it('should name the logo link in Polish', () => {
      render(
        <LocaleProvider locale="pl">
          <MinimalTopbar title="Program partnerski" logoHref="/pl" />
        </LocaleProvider>,
      );
      expect(screen.getByRole('link', { name: 'Forecourt – strona główna' })).toHaveAttribute('href', '/pl');
    });
  });

  describe('given a logo href and a brand logo', () => {
    it('should link the logo there and render the brand logo', () => {
      render(
        <MinimalTopbar
          title="Service booking"
          logoHref="https://brand.example/"
          logoLabel="Brand home"
          logo={<img src="/logo.svg" alt="" />}
        />,
      );
      const link = screen.getByRole('link', { name: 'Brand home' });
      expect(link).toHaveAttribute('href', 'https://brand.example/');
      expect(link.querySelector('img')).toHaveAttribute('src', '/logo.svg');
    });
  });
});
