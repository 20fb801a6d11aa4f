import type { NavEntry } from '@forecourt/api-client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer, footerNavigation } from './Footer.js';

const SPEC_PATHS = [
  '/jaguar-range',
  '/offers-and-finance',
  '/request-a-brochure',
  '/compare',
  '/build-yours',
  '/t',
  '/k',
  '/glossary',
  '/fleet-and-business',
  '/owners/overview',
  '/incontrol',
  '/owners-accessories',
  '/contact-us',
  '/retailer-locator',
  '/about-jaguar',
  '/electrification',
  '/emissions-lookup',
  '/terms-conditions',
  '/privacy-policy',
  '/cookie-policy',
];

let id = 0;
const entry = (
  label: string,
  url: string | null,
  children: NavEntry[] = [],
  position?: number,
): NavEntry => ({
  id: (id += 1),
  label,
  url,
  description: null,
  image_id: null,
  disclaimer: null,
  metadata: position === undefined ? {} : { position },
  children,
});

const configured = [
  entry('Legal notice', '/legal', [], 9),
  entry(
    'Models',
    null,
    [
      entry('Range Rover Sport', '/models/range-rover-sport'),
      entry('Defender', '/models/defender'),
    ],
    1,
  ),
  entry(
    'Help',
    null,
    [entry('Contact', '/contact'), entry('Retailers', '/retailers'), entry('Heading only', null)],
    2,
  ),
  entry('Privacy', '/privacy', [], 10),
];

describe('Footer', () => {
  describe('given no navigation is configured', () => {
    it('should link every default path of the spec', () => {
      render(<Footer />);
      const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
      for (const path of SPEC_PATHS) expect(hrefs, path).toContain(path);
    });

    it('should cover the default sections', () => {
      render(<Footer />);
      const primary = screen.getByRole('navigation', { name: 'Footer' });
      for (const name of [
        'Model ranges',
        'Offers and finance',
        'Request a brochure',
        'Compare models',
        'Build and price',
        'Book a test drive',
        'Book a service',
        'Keep me informed',
        'Glossary',
        'Fleet and business',
        'Ownership',
        'Warranty',
        'Contact us',
        'Retailer locator',
        'About Jaguar',
      ])
        expect(within(primary).getAllByRole('link', { name }).length).toBeGreaterThan(0);
      const legal = screen.getByRole('navigation', { name: 'Legal' });
      expect(within(legal).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
        'href',
        '/terms-conditions',
      );
      expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
      expect(within(legal).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
        'href',
        '/cookie-policy',
      );
    });

    it('should show social links opening in a new tab', () => {
      render(<Footer />);
      const social = screen.getByRole('navigation', { name: 'Social media' });
      const facebook = within(social).getByRole('link', { name: /Facebook/ });
      expect(facebook).toHaveAttribute('target', '_blank');
      expect(facebook).toHaveAttribute('rel', 'noopener');
    });

    it('should be a footer landmark with labelled column lists', () => {
      render(<Footer />);
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Research' })).toBeInTheDocument();
    });
  });

  describe('given an empty navigation list', () => {
    it('should still show the default content', () => {
      render(<Footer entries={[]} />);
      expect(screen.getByRole('link', { name: 'Model ranges' })).toHaveAttribute(
        'href',
        '/jaguar-range',
      );
    });
  });

  describe('given configured navigation', () => {
    it('should show its columns in position order instead of the defaults', () => {
      render(<Footer entries={configured} />);
      expect(screen.queryByRole('link', { name: 'Model ranges' })).not.toBeInTheDocument();
      const primary = screen.getByRole('navigation', { name: 'Footer' });
      expect(
        within(primary)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Models', 'Help']);
      expect(
        within(screen.getByRole('list', { name: 'Help' }))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Contact', 'Retailers']);
    });

    it('should put childless entries in the secondary navigation', () => {
      render(<Footer entries={configured} />);
      const legal = screen.getByRole('navigation', { name: 'Legal' });
      expect(
        within(legal)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/legal', '/privacy']);
    });

    it('should show no social links unless given', () => {
      render(<Footer entries={configured} />);
      expect(screen.queryByRole('navigation', { name: 'Social media' })).not.toBeInTheDocument();
      render(
        <Footer
          entries={configured}
          social={[
            {
              network: 'instagram',
              label: 'Instagram',
              url: 'https://instagram.com/forecourt',
              newTab: true,
            },
          ]}
        />,
      );
      expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
        'href',
        'https://instagram.com/forecourt',
      );
    });
  });

  describe('given a disclaimer', () => {
    it('should show each paragraph', () => {
      render(<Footer disclaimer={'Prices include VAT.\n\nFuel consumption figures are WLTP.'} />);
      expect(screen.getByText('Prices include VAT.').tagName).toBe('P');
      expect(screen.getByText('Fuel consumption figures are WLTP.').tagName).toBe('P');
    });
  });
});

describe('footerNavigation', () => {
  it('should split entries into columns and secondary links', () => {
    const { columns, secondary } = footerNavigation(configured);
    expect(columns.map((c) => c.heading)).toEqual(['Models', 'Help']);
    expect(secondary.map((l) => l.url)).toEqual(['/legal', '/privacy']);
  });
});
