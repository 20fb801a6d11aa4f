import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPageFailure } from './ErrorPageFailure.js';
import { ErrorScreen } from './ErrorScreen.js';

describe('ErrorScreen', () => {
  describe('given a failed page load', () => {
    it('should name the status and show the message with a link home', () => {
      render(<ErrorScreen status={503} message="The content service is not available" />);
      expect(screen.getByRole('heading', { level: 1, name: 'Error 503' })).toBeInTheDocument();
      expect(screen.getByText('The content service is not available')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    });
  });
});

describe('ErrorPageFailure', () => {
  describe('given the error page itself failed', () => {
    it('should show the exact fallback text and a link home', () => {
      render(<ErrorPageFailure />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while showing the error page',
      );
      expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    });
  });
});
