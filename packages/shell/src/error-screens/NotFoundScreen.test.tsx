import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundScreen } from './NotFoundScreen.js';

const DEFAULT_TEXT =
  "We're sorry, there seems to be a problem. The page you are looking for may have moved or might no longer exist. Please use the search below to find what you were looking for.";

describe('NotFoundScreen', () => {
  describe('given no custom content', () => {
    it('should show the banner heading, the exact default text and a link home', () => {
      render(<NotFoundScreen />);
      expect(screen.getByRole('region', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByText(DEFAULT_TEXT)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    });

    it('should treat whitespace-only settings as empty', () => {
      render(<NotFoundScreen customHtml={'  \n '} />);
      expect(screen.getByText(DEFAULT_TEXT)).toBeInTheDocument();
    });
  });

  describe('given the general.404_page setting holds HTML', () => {
    it('should show that content instead of the default text', () => {
      render(<NotFoundScreen customHtml={'<p>Try our <a href="/offers">offers</a>.</p>'} />);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByText(DEFAULT_TEXT)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'offers' })).toHaveAttribute('href', '/offers');
    });

    it('should strip scripts and event handlers from it', () => {
      const html = renderToString(
        <NotFoundScreen
          customHtml={
            '<p onclick="steal()">Gone</p><script>steal()</script><a href="javascript:steal()">x</a>'
          }
        />,
      );
      expect(html).toContain('Gone');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('onclick');
      expect(html).not.toContain('javascript:');
    });
  });

  describe('given the reasons variant', () => {
    it('should list the reasons and actions, then thank the visitor', () => {
      render(<NotFoundScreen variant="reasons" />);
      const reasons = within(screen.getByRole('list', { name: 'Possible reasons' })).getAllByRole(
        'listitem',
      );
      expect(reasons.map((li) => li.textContent)).toEqual([
        'a technical error',
        'the page being removed as part of a redesign of our website',
        'the link you followed no longer working',
        'the URL being typed incorrectly',
      ]);
      const actions = screen.getByRole('list', { name: 'What you can do' });
      expect(within(actions).getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
      expect(within(actions).getByText('retype the URL and try again')).toBeInTheDocument();
      expect(screen.getByText('Thank you.')).toBeInTheDocument();
    });

    it('should go back in history from the go-back action', async () => {
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
      render(<NotFoundScreen variant="reasons" />);
      await userEvent.click(screen.getByRole('button', { name: 'go back to the previous page' }));
      expect(back).toHaveBeenCalledOnce();
      back.mockRestore();
    });
  });
});
