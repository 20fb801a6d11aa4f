/** A link in the footer. */
export interface FooterLink {
  label: string;
  url: string;
  /** Opens in a new tab (social networks do). */
  newTab?: boolean;
}

/** A primary navigation column: a heading and its links. */
export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

/** A social network link; `network` picks its icon/monogram. */
export interface FooterSocialLink extends FooterLink {
  network: string;
}

/**
 * The footer shown when no footer navigation is configured (site-shell.md §2 "Footer"): model
 * ranges, offers and finance, research, fleet and business, ownership, warranty, contact and
 * retailer locator, about and experiences, then the legal pages.
 */
export const DEFAULT_FOOTER_COLUMNS: FooterColumn[] = [
  {
    heading: 'Models',
    links: [
      { label: 'Model ranges', url: '/jaguar-range' },
      { label: 'Offers and finance', url: '/offers-and-finance' },
    ],
  },
  {
    heading: 'Research',
    links: [
      { label: 'Request a brochure', url: '/request-a-brochure' },
      { label: 'Compare models', url: '/compare' },
      { label: 'Build and price', url: '/build-yours' },
      { label: 'Book a test drive', url: '/t' },
      { label: 'Book a service', url: '/retailer-locator' },
      { label: 'Keep me informed', url: '/k' },
      { label: 'Glossary', url: '/glossary' },
    ],
  },
  {
    heading: 'Fleet and business',
    links: [{ label: 'Fleet and business', url: '/fleet-and-business' }],
  },
  {
    heading: 'Ownership',
    links: [
      { label: 'Ownership', url: '/owners/overview' },
      { label: 'Warranty', url: '/owners/overview' },
      { label: 'InControl', url: '/incontrol' },
      { label: 'Accessories', url: '/owners-accessories' },
    ],
  },
  {
    heading: 'Contact',
    links: [
      { label: 'Contact us', url: '/contact-us' },
      { label: 'Retailer locator', url: '/retailer-locator' },
    ],
  },
  {
    heading: 'About and experiences',
    links: [
      { label: 'About Jaguar', url: '/about-jaguar' },
      { label: 'Electrification', url: '/electrification' },
      { label: 'Emissions lookup', url: '/emissions-lookup' },
    ],
  },
];

export const DEFAULT_FOOTER_SOCIAL: FooterSocialLink[] = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/Jaguar', newTab: true },
  {
    network: 'instagram',
    label: 'Instagram',
    url: 'https://www.instagram.com/jaguar',
    newTab: true,
  },
  {
    network: 'youtube',
    label: 'YouTube',
    url: 'https://www.youtube.com/user/JaguarCars',
    newTab: true,
  },
  { network: 'x', label: 'X', url: 'https://x.com/Jaguar', newTab: true },
  {
    network: 'linkedin',
    label: 'LinkedIn',
    url: 'https://www.linkedin.com/company/jaguar-land-rover_1',
    newTab: true,
  },
];

/** Secondary navigation: the legal pages. */
export const DEFAULT_FOOTER_LEGAL: FooterLink[] = [
  { label: 'Terms and conditions', url: '/terms-conditions' },
  { label: 'Privacy policy', url: '/privacy-policy' },
  { label: 'Cookie policy', url: '/cookie-policy' },
];
