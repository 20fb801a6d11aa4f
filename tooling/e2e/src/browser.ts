import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';

/** Where the stack under test answers; set by `npm test` (scripts/test-all.mjs). */
export const BASE_URL = (() => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the end-to-end tests through `npm test`.');
  return url.replace(/\/$/, '');
})();

export const ACCOUNTS = {
  admin: { email: 'admin@forecourt.test', password: 'forecourt-admin' },
  editor: { email: 'editor@forecourt.test', password: 'forecourt-editor' },
  visitor: { email: 'visitor@forecourt.test', password: 'forecourt-visitor' },
} as const;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** Debian's Chromium, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** Signs in through the real OpenID flow: /cms → provider login form → back signed in. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  start = '/cms',
) {
  await page.goto(`${BASE_URL}${start}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Serious and critical axe-core violations on the current page, as a visitor sees it once it has
 * settled: running animations (a slide fading in) are awaited first, since contrast is measured
 * on what is painted.
 */
export async function seriousA11yViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated by the browser's devtools protocol: an inline <script> tag would be blocked by the
  // pages' Content-Security-Policy, as any script injected into them should be.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    return axe.run(document);
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
}

/** A path no other test of this run uses (test files run in parallel, hence the random part). */
export const uniquePath = (name: string) => `/e2e-${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A new browser context signed in as `account` through the real flow, arrived at /cms. */
export async function signedInEditor(
  browser: Browser,
  account: { email: string; password: string } = ACCOUNTS.editor,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await signIn(page, account);
  await page.waitForURL(`${BASE_URL}/cms`);
  return { context, page };
}

/** Reads a page through the public API, as the site does. */
export async function publicPage(path: string) {
  const response = await fetch(`${BASE_URL}/public_api/pages/by_path/${path.replace(/^\//, '')}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (
    (await response.json()) as {
      data: {
        id: number;
        title: Record<string, string>;
        blocks: {
          template: string;
          data: { fields: Record<string, unknown>; groups: Record<string, unknown>[] };
        }[];
      };
    }
  ).data;
}

/**
 * Opens `path` as a visitor who already answered the cookie banner (it would cover the page's
 * bottom) and waits until React owns the document.
 */
export async function openHydrated(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { saveData = false }: { saveData?: boolean } = {},
) {
  const context = await newContext(browser, { viewport });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookieConsentStatus',
      JSON.stringify({ status: 'accepted', scopes: ['obligatory', 'optional'] }),
    ),
  );
  if (saveData) await turnOnSaveData(context);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { context, page };
}

/**
 * Waits until the page's scroll has come to rest, as a visitor sees it: the same `scrollY` over
 * ten animation frames in a row. (A predicate returning a promise cannot go through
 * `waitForFunction`, which takes the promise itself as a truthy answer, so this polls
 * `evaluate`, which awaits it.)
 */
export async function scrollSettled(page: Page, { timeout = 10_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const still = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const start = window.scrollY;
          let frames = 0;
          const tick = () => {
            if (window.scrollY !== start) return resolve(false);
            if (++frames === 10) return resolve(true);
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    if (still) return;
    if (Date.now() > deadline) throw new Error(`The page was still scrolling after ${timeout} ms`);
  }
}

/** The X-CSRF-Token header admin API writes need, read from the signed-in session as the cms does. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const session = (await (await request.get(`${BASE_URL}/auth/session`)).json()) as {
    csrf_token: string | null;
  };
  if (!session.csrf_token) throw new Error('Not signed in: no CSRF token in /auth/session');
  return { 'X-CSRF-Token': session.csrf_token };
}

/**
 * The visitor turned on the browser's data saver: `navigator.connection.saveData` is true, as
 * Chromium reports it then, so the site prefetches no links (site-shell.md §9).
 */
export function turnOnSaveData(context: BrowserContext) {
  return context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    });
  });
}

/**
 * Site settings changed for one test file, as an admin does through the admin API (signed in
 * through the real OpenID flow). `restore()` puts back every value the file changed, so the
 * files after it see the seeded site (e2e files run one at a time).
 */
export async function adminSettings(browser: Browser) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.admin);
  await page.waitForURL(`${BASE_URL}/cms`);
  await page.close();
  const headers = await csrfHeaders(context.request);
  const stored = (await (await context.request.get(`${BASE_URL}/admin_api/settings`)).json()) as {
    data: { key: string; value: string | null }[];
  };
  /** Server values before this file changed them (null: unset, the code default applies). */
  const original = new Map<string, string | null>();
  const storedValue = (key: string) =>
    stored.data.find((setting) => setting.key === key)?.value ?? null;

  return {
    /** The stored value before this file changed it, or null when the code default applied. */
    storedValue,
    async set(key: string, value: string) {
      if (!original.has(key)) original.set(key, storedValue(key));
      const response = await context.request.put(`${BASE_URL}/admin_api/settings/${key}`, {
        data: { value },
        headers,
      });
      if (response.status() !== 200)
        throw new Error(`PUT setting ${key}: ${response.status()} ${await response.text()}`);
    },
    /** Back to the code default. */
    async reset(key: string) {
      if (!original.has(key)) original.set(key, storedValue(key));
      const response = await context.request.delete(`${BASE_URL}/admin_api/settings/${key}`, {
        headers,
      });
      if (!response.ok() && response.status() !== 404)
        throw new Error(`DELETE setting ${key}: ${response.status()}`);
    },
    async restore() {
      for (const [key, value] of original) {
        if (value === null)
          await context.request.delete(`${BASE_URL}/admin_api/settings/${key}`, { headers });
        else
          await context.request.put(`${BASE_URL}/admin_api/settings/${key}`, {
            data: { value },
            headers,
          });
      }
      original.clear();
      await context.close();
    },
  };
}
