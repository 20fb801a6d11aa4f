import { describe, expect, it } from 'vitest';
import { SEED_IMAGES } from './images.js';
import { SEED_NAV, SEED_PAGES, type SeedNav } from './content.js';
import { inventoryPages } from './inventory-pages.js';
import { SEED_OFFERS } from './offers.js';

const byTemplate = (template: string) => {
  const entry = SEED_NAV.find((item) => item.metadata?.['template'] === template);
  if (!entry) throw new Error(`no seeded entry uses template ${template}`);
  return entry;
};
const ofType = (entry: SeedNav, type: string) =>
  (entry.children ?? []).filter((child) => child.metadata?.['type'] === type);
const imageIds = new Set(SEED_IMAGES.map((image) => image.id));

// The demo site must show every mega-menu panel template with what makes it distinct.
describe('given the seeded navigation', () => {
  it('should give template A links and a seeded image', () => {
    const a = byTemplate('A');
    expect(ofType(a, 'link').length).toBeGreaterThanOrEqual(2);
    expect(imageIds).toContain(a.image_id);
  });

  it('should give template B more links than firstColumnLinks, so both columns fill', () => {
    const b = byTemplate('B');
    const first = b.metadata?.['firstColumnLinks'] as number;
    expect(first).toBeGreaterThan(0);
    expect(ofType(b, 'link').length).toBeGreaterThan(first);
    // Without the setting half rounded up would go first; the seed shows the configured split.
    expect(first).not.toBe(Math.ceil(ofType(b, 'link').length / 2));
    expect(imageIds).toContain(b.image_id);
  });

  it('should give template C links and an info block', () => {
    const c = byTemplate('C');
    expect(ofType(c, 'subLink').length + ofType(c, 'link').length).toBeGreaterThan(0);
    expect(ofType(c, 'templateInfo')).toHaveLength(1);
  });

  it('should give template D links and several info blocks with seeded images', () => {
    const d = byTemplate('D');
    expect(ofType(d, 'link').length).toBeGreaterThan(0);
    const infos = ofType(d, 'templateInfo');
    expect(infos.length).toBeGreaterThanOrEqual(2);
    for (const info of infos) expect(imageIds).toContain(info.image_id);
  });

  it('should give template E a section (info with description), buttons, links and an image', () => {
    const e = byTemplate('E');
    expect(ofType(e, 'templateInfo')[0]?.description?.en).toBeTruthy();
    expect(ofType(e, 'button').length).toBeGreaterThan(0);
    expect(ofType(e, 'link').length).toBeGreaterThan(0);
    expect(imageIds).toContain(e.image_id);
  });

  it('should put an exchange-rate item in the secondary bar in both languages', () => {
    const exchange = SEED_NAV.filter((entry) => entry.metadata?.['type'] === 'exchange');
    expect(exchange).toHaveLength(1);
    for (const label of [exchange[0]?.label.en, exchange[0]?.label.pl]) {
      expect(label).toContain('[[exchange_rate]]');
      expect(label).toContain('[[exchange_date]]');
    }
    expect(typeof exchange[0]?.metadata?.['position']).toBe('number');
  });

  it('should translate every label and description it seeds', () => {
    const walk = (entries: SeedNav[]): void => {
      for (const entry of entries) {
        expect(entry.label.pl, entry.label.en).toBeTruthy();
        if (entry.description) expect(entry.description.pl, entry.label.en).toBeTruthy();
        walk(entry.children ?? []);
      }
    };
    walk(SEED_NAV);
  });
});

// Offer links end in `#rdx-<first sub-offer anchor>`; the seeded /offers page must have each target.
describe('given the seeded offers', () => {
  it('should give /offers a snippet anchored at each offer\'s first sub-offer', () => {
    const offersPage = SEED_PAGES.find((page) => page.path === '/offers');
    const anchors = (offersPage?.blocks ?? [])
      .filter((block) => block.template === 'snippet')
      .map((block) => block.data.fields['anchor']);
    for (const offer of SEED_OFFERS) expect(anchors).toContain(offer.suboffers[0]?.anchor);
  });
});


describe('given the links of a fresh install', () => {
  // The footer's default content (site-shell.md §2, "Footer paths seen").
  const FOOTER_PATHS = [
    '/jaguar-range', '/offers-and-finance', '/request-a-brochure', '/compare', '/build-yours', '/t', '/k',
    '/glossary', '/fleet-and-business', '/owners/overview', '/incontrol', '/owners-accessories', '/contact-us',
    '/retailer-locator', '/about-jaguar', '/electrification', '/emissions-lookup', '/terms-conditions',
    '/privacy-policy', '/cookie-policy',
  ];
  const internalLinks = (entries: readonly SeedNav[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.url?.startsWith('/') ? [entry.url.split('#')[0]!] : []),
      ...internalLinks(entry.children ?? []),
    ]);
  // The stock pages (/used-cars …) are seeded beside SEED_PAGES, once the forms' ids are known.
  const published = new Set([...SEED_PAGES, ...inventoryPages(null)].filter((page) => page.status === 'published').map((page) => page.path));

  it('should have a published page behind every navigation link and every default footer link', () => {
    const missing = [...new Set([...internalLinks(SEED_NAV), ...FOOTER_PATHS])].filter((path) => !published.has(path));
    expect(missing).toEqual([]);
  });
});
