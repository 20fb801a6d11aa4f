import type { SearchResult } from '@forecourt/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { searchResults } from './fixtures.js';
import { SearchPanel } from './SearchPanel.js';

const OFFERS: SearchResult[] = [
  {
    id: '3',
    type: 'page',
    attributes: {
      path: '/offers',
      title: 'Offers',
      meta_description: 'Current offers and finance.',
    },
  },
];

function setup(props: Partial<Parameters<typeof SearchPanel>[0]> = {}) {
  const search = vi.fn(async (_query: string) => OFFERS);
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<SearchPanel search={search} onClose={onClose} {...props} />);
  return { search: (props.search as typeof search | undefined) ?? search, onClose, user };
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('SearchPanel', () => {
  describe('given the panel has just opened', () => {
    it('should show a labelled field with a disabled submit and no results yet', () => {
      setup();
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
      expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
      expect(screen.queryByText('no result')).not.toBeInTheDocument();
    });

    it('should keep submit disabled for whitespace only', async () => {
      const { user, search } = setup();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), '   {Enter}');
      expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
      expect(search).not.toHaveBeenCalled();
    });

    it('should call onClose from the close button', async () => {
      const { user, onClose } = setup();
      await user.click(screen.getByRole('button', { name: 'Close search' }));
      expect(onClose).toHaveBeenCalledOnce();
    });
  });

  describe('given a search that finds pages', () => {
    it('should list each with its title and url as links and its description', async () => {
      const { user, search } = setup();
      await searchFor(user, ' offers ');
      expect(search).toHaveBeenCalledWith('offers');
      const list = await screen.findByRole('list', { name: 'Search results' });
      const item = within(list).getByRole('listitem');
      expect(within(item).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers');
      expect(within(item).getByRole('link', { name: '/offers' })).toHaveAttribute(
        'href',
        '/offers',
      );
      expect(within(item).getByText('Current offers and finance.')).toBeInTheDocument();
    });

    it('should search on Enter too', async () => {
      const { user, search } = setup();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'offers{Enter}');
      expect(search).toHaveBeenCalledWith('offers');
      expect(await screen.findByRole('link', { name: 'Offers' })).toBeInTheDocument();
    });
  });

  describe('given a search that finds nothing', () => {
    it("should show the 'no result' text", async () => {
      const { user } = setup({ search: vi.fn(async () => []) });
      await searchFor(user, 'zzz');
      expect(await screen.findByText('no result')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    });

    it('should treat a failed search as no result', async () => {
      const { user } = setup({ search: vi.fn(async () => Promise.reject(new Error('down'))) });
      await searchFor(user, 'offers');
      expect(await screen.findByText('no result')).toBeInTheDocument();
    });
  });

  describe('given two searches answered out of order', () => {
    it('should show the later search only', async () => {
      let answerFirst: (results: SearchResult[]) => void = () => {};
      const search = vi
        .fn<(query: string) => Promise<SearchResult[]>>()
        .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
        .mockImplementationOnce(async () => searchResults(1, 'Second'));
      const { user } = setup({ search });
      await searchFor(user, 'first');
      const field = screen.getByRole('searchbox', { name: 'Search' });
      await user.clear(field);
      await searchFor(user, 'second');
      expect(await screen.findByRole('link', { name: 'Second 1' })).toBeInTheDocument();
      answerFirst(searchResults(1, 'First'));
      await Promise.resolve();
      expect(screen.queryByRole('link', { name: 'First 1' })).not.toBeInTheDocument();
    });
  });

  describe('given exactly 20 results on desktop', () => {
    it('should show them all without pagination', async () => {
      const { user } = setup({ search: vi.fn(async () => searchResults(20)) });
      await searchFor(user, 'page');
      const list = await screen.findByRole('list', { name: 'Search results' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(20);
      expect(
        screen.queryByRole('navigation', { name: 'Search results pages' }),
      ).not.toBeInTheDocument();
    });
  });

  describe('given more than 20 results on desktop', () => {
    it('should page them 20 at a time', async () => {
      const { user } = setup({ search: vi.fn(async () => searchResults(45)) });
      await searchFor(user, 'page');
      const list = await screen.findByRole('list', { name: 'Search results' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(20);
      const pagination = screen.getByRole('navigation', { name: 'Search results pages' });
      expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();

      await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
      const lastPage = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
        'listitem',
      );
      expect(lastPage).toHaveLength(5);
      expect(within(lastPage[0]!).getByRole('link', { name: 'Page 41' })).toBeInTheDocument();
      expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeDisabled();

      await user.click(within(pagination).getByRole('button', { name: 'Previous page' }));
      expect(screen.getByRole('link', { name: 'Page 21' })).toBeInTheDocument();
    });

    it("should show a 7-slot window with '...' gaps past 7 pages", async () => {
      const { user } = setup({ search: vi.fn(async () => searchResults(200)) });
      await searchFor(user, 'page');
      const pagination = await screen.findByRole('navigation', { name: 'Search results pages' });
      const slots = () =>
        within(pagination)
          .getAllByRole('listitem', { hidden: true })
          .map((slot) => slot.textContent);
      expect(slots()).toEqual(['1', '2', '3', '4', '5', '...', '10']);
      await user.click(within(pagination).getByRole('button', { name: 'Page 5' }));
      expect(slots()).toEqual(['1', '...', '4', '5', '6', '...', '10']);
      await user.click(within(pagination).getByRole('button', { name: 'Page 10' }));
      expect(slots()).toEqual(['1', '...', '6', '7', '8', '9', '10']);
    });

    it('should go back to the first page on a new search', async () => {
      const { user } = setup({ search: vi.fn(async () => searchResults(45)) });
      await searchFor(user, 'page');
      await user.click(await screen.findByRole('button', { name: 'Page 2' }));
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('link', { name: 'Page 1' })).toBeInTheDocument();
    });
  });

  describe('given more than 20 results on mobile', () => {
    it('should show all of them without pagination', async () => {
      const { user } = setup({ isMobile: true, search: vi.fn(async () => searchResults(45)) });
      await searchFor(user, 'page');
      const list = await screen.findByRole('list', { name: 'Search results' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(45);
      expect(
        screen.queryByRole('navigation', { name: 'Search results pages' }),
      ).not.toBeInTheDocument();
    });
  });

  describe('given a server render', () => {
    it('should render the field and a disabled submit without results', () => {
      const html = renderToString(<SearchPanel search={vi.fn()} onClose={vi.fn()} />);
      expect(html).toContain('type="search"');
      expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
      expect(html).not.toContain('no result');
    });
  });

  describe('given the panel state', () => {
    it('should expose it as data-state and hide an inactive panel from assistive tech', () => {
      const { rerender, container } = render(
        <SearchPanel search={vi.fn()} onClose={vi.fn()} state="inactive" />,
      );
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      expect(container.querySelector('.fc-search')).toHaveAttribute('data-state', 'inactive');
      rerender(<SearchPanel search={vi.fn()} onClose={vi.fn()} state="active" />);
      expect(screen.getByRole('region', { name: 'Search' })).toHaveAttribute(
        'data-state',
        'active',
      );
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    });
  });
});
