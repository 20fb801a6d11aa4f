import type { Offer } from '@forecourt/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.js';
import { CRUMBS, OFFERS, OFFERS_PAGE_CRUMBS } from './fixtures.js';
import { breadcrumbOfferHref } from './offers.js';

const CURRENT = '/jaguar-range/models/f-pace';

describe('Breadcrumbs', () => {
  describe('given a trail on desktop', () => {
    it('should link every level except skipped folders, the last as the current page', () => {
      render(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} />);
      const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
      const links = within(within(nav).getByRole('list')).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Home', '/'],
        ['Jaguar range', '/jaguar-range'],
        ['F-PACE', CURRENT],
      ]);
      expect(links[2]).toHaveAttribute('aria-current', 'page');
      expect(within(nav).queryByRole('link', { name: 'Models' })).not.toBeInTheDocument();
    });

    it("should open a level's dropdown listing its children, without skipped ones", async () => {
      const user = userEvent.setup();
      render(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} />);
      const toggle = screen.getByRole('button', { name: 'Pages under Home' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Jaguar range', 'Offers and finance', 'Owners']);
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(menu).not.toBeVisible();
    });

    it('should keep only one level dropdown open at a time', async () => {
      const user = userEvent.setup();
      render(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} />);
      const home = screen.getByRole('button', { name: 'Pages under Home' });
      const range = screen.getByRole('button', { name: 'Pages under Jaguar range' });
      await user.click(home);
      await user.click(range);
      expect(home).toHaveAttribute('aria-expanded', 'false');
      expect(range).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getAllByRole('link', { name: 'Models' })).toHaveLength(1);
    });

    it('should close on ESC, giving focus back to the button, and on a click outside', async () => {
      const user = userEvent.setup();
      render(
        <>
          <Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} />
          <p>Page content</p>
        </>,
      );
      const toggle = screen.getByRole('button', { name: 'Pages under F-PACE' });
      await user.click(toggle);
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
      await user.click(toggle);
      await user.click(screen.getByText('Page content'));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('should not show a back link', () => {
      render(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} />);
      expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();
    });
  });

  describe('given a trail on mobile', () => {
    it('should show a back link to the parent level and the current page with its dropdown', async () => {
      const user = userEvent.setup();
      render(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} isMobile />);
      expect(screen.getByRole('link', { name: 'Back to Jaguar range' })).toHaveAttribute(
        'href',
        '/jaguar-range',
      );
      expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'F-PACE' })).toHaveAttribute('aria-current', 'page');
      await user.click(screen.getByRole('button', { name: 'Pages under F-PACE' }));
      expect(screen.getByRole('link', { name: 'F-PACE SVR' })).toBeVisible();
    });

    it('should have no back link on the home page', () => {
      render(<Breadcrumbs crumbs={CRUMBS.slice(0, 1)} currentPath="/" isMobile />);
      expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();
    });
  });

  describe('given the menu is active', () => {
    it('should be hidden from view and assistive tech, closing an open dropdown', async () => {
      const user = userEvent.setup();
      const { rerender, container } = render(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} />);
      await user.click(screen.getByRole('button', { name: 'Pages under Home' }));
      rerender(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} hidden />);
      expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).not.toBeInTheDocument();
      expect(container.querySelector('nav')).toHaveAttribute('data-state', 'hidden');
      rerender(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} />);
      expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveAttribute(
        'data-state',
        'visible',
      );
      expect(screen.getByRole('button', { name: 'Pages under Home' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });

  describe('given an offer page', () => {
    it('should list the offers in their own dropdown with current-path suboffer links', async () => {
      const user = userEvent.setup();
      render(
        <Breadcrumbs
          crumbs={OFFERS_PAGE_CRUMBS}
          offers={OFFERS}
          currentPath="/offers-and-finance"
        />,
      );
      const toggle = screen.getByRole('button', { name: 'Offers' });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'F-PACE from 1,999 PLN / month' })).toHaveAttribute(
        'href',
        '/offers-and-finance?suboffer=rdx-f-pace-offer#rdx-f-pace-lease',
      );
      expect(screen.getByRole('link', { name: 'E-PACE business lease' })).toHaveAttribute(
        'href',
        '/offers-and-finance?suboffer=rdx-e-pace-offer#rdx-e-pace-lease',
      );
    });

    it('should keep the offers dropdown separate from the level dropdowns', async () => {
      const user = userEvent.setup();
      render(
        <Breadcrumbs
          crumbs={OFFERS_PAGE_CRUMBS}
          offers={OFFERS}
          currentPath="/offers-and-finance"
        />,
      );
      const offers = screen.getByRole('button', { name: 'Offers' });
      const level = screen.getByRole('button', { name: 'Pages under Home' });
      await user.click(offers);
      await user.click(level);
      expect(offers).toHaveAttribute('aria-expanded', 'true');
      expect(level).toHaveAttribute('aria-expanded', 'true');
    });

    it("should take the api-client's offers as they come from /api/offers", async () => {
      const user = userEvent.setup();
      const fromApi: Offer[] = [
        {
          car_model_key: 'defender',
          anchor: 'defender-110',
          title: 'Defender 110',
          suboffers: [{ anchor: 'defender-110-lease', title: 'Lease' }],
        },
      ];
      render(<Breadcrumbs crumbs={OFFERS_PAGE_CRUMBS} offers={fromApi} currentPath="/offers" />);
      await user.click(screen.getByRole('button', { name: 'Offers' }));
      expect(screen.getByRole('link', { name: 'Defender 110' })).toHaveAttribute(
        'href',
        '/offers?suboffer=rdx-defender-110#rdx-defender-110-lease',
      );
    });

    it('should not show the offers dropdown without offers', () => {
      render(
        <Breadcrumbs crumbs={OFFERS_PAGE_CRUMBS} offers={[]} currentPath="/offers-and-finance" />,
      );
      expect(screen.queryByRole('button', { name: 'Offers' })).not.toBeInTheDocument();
    });
  });

  describe('given a server render', () => {
    it('should ship the trail links with every dropdown closed', () => {
      const html = renderToString(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} />);
      expect(html).toContain('href="/jaguar-range"');
      expect(html).toContain('aria-current="page"');
      expect(html).not.toContain('aria-expanded="true"');
    });
  });

  describe('given a retailer bar above the header', () => {
    it('should mark the bar so it sits below the retailer bar', () => {
      render(<Breadcrumbs crumbs={CRUMBS} currentPath={CURRENT} hasRetailerBar />);
      expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveAttribute(
        'data-retailer-bar',
        'true',
      );
    });
  });

  describe('given no crumbs', () => {
    it('should render nothing', () => {
      const { container } = render(<Breadcrumbs crumbs={[]} currentPath="/" />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});

describe('breadcrumbOfferHref', () => {
  it('should drop the current query and hash from the path', () => {
    expect(breadcrumbOfferHref('/offers?suboffer=rdx-old#rdx-old', OFFERS[0]!)).toBe(
      '/offers?suboffer=rdx-f-pace-offer#rdx-f-pace-lease',
    );
  });

  it('should leave out the hash when the offer has no sub-offers', () => {
    expect(breadcrumbOfferHref('/offers', { ...OFFERS[0]!, suboffers: [] })).toBe(
      '/offers?suboffer=rdx-f-pace-offer',
    );
  });
});
