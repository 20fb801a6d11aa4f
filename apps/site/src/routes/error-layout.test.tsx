// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorLayout } from './error-views.js';

function BrokenErrorScreen(): never {
  throw new Error('settings were malformed');
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ErrorLayout', () => {
  describe('given the error screen itself fails to render', () => {
    it('should show the last-resort text with a link home', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(
        <ErrorLayout>
          <BrokenErrorScreen />
        </ErrorLayout>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while showing the error page',
      );
      expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    });
  });
});
