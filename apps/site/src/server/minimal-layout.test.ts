/**
 * The minimal top bar as a page layout (site-shell.md §2 "A minimal topbar variant shows only a
 * logo and a title, for a different brand"), in the server HTML: the seeded /partner-programme
 * has `meta.layout: 'minimal'`, so its first paint has the logo and the title and no navigation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from './test-site.js';

let stack: TestSite;
let site: TestSite['site'];

const html = async (p: string) => {
  const response = await fetch(`${site.url}${p}`, { redirect: 'manual' });
  expect(response.status).toBe(200);
  return response.text();
};
/** The markup before the page's <main>: what a visitor sees at the top. */
const top = (page: string) => page.slice(page.indexOf('<body'), page.indexOf('<main'));

beforeAll(async () => {
  stack = await startTestSite();
  site = stack.site;
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('given a page with the minimal layout', () => {
  it('should server-render only the logo linking home and the page title above the page', async () => {
    const page = await html('/partner-programme');
    const header = top(page);
    expect(header).toMatch(/<header class="fc-minimal-topbar">/);
    expect(header).toMatch(/<a class="fc-minimal-topbar__logo" href="\/" aria-label="Forecourt home">/);
    expect(header).toContain('<p class="fc-minimal-topbar__title">Partner programme</p>');
    // No navigation, retailer bar or breadcrumbs: the only link at the top is the logo.
    expect(header).not.toContain('<nav');
    expect(header).not.toContain('fc-nav');
    expect(header).not.toContain('fc-breadcrumbs');
    expect(header.match(/<a /g)).toHaveLength(1);
    // The page and the footer stay; the floating action menu does not.
    expect(page).toContain('How to join');
    expect(page).toContain('<footer class="fc-footer">');
    expect(page).not.toContain('fc-fab');
  });

  it('should link the logo to the Polish home and show the Polish title under /pl', async () => {
    const header = top(await html('/pl/partner-programme'));
    expect(header).toMatch(/<a class="fc-minimal-topbar__logo" href="\/pl" aria-label="Forecourt – strona główna">/);
    expect(header).toContain('<p class="fc-minimal-topbar__title">Program partnerski</p>');
    expect(header).not.toContain('<nav');
  });
});

describe('given a page with the main layout', () => {
  it('should keep the full navigation and no minimal top bar', async () => {
    const header = top(await html('/offers'));
    expect(header).toContain('fc-nav');
    expect(header).not.toContain('fc-minimal-topbar');
  });
});
