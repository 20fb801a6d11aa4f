import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentBootScript } from '../boot-script.js';
import { ConsentGate } from './consent-gate.js';
import { ConsentProvider } from './consent-provider.js';
import { CookieBanner } from './cookie-banner.js';


// The package's real stylesheet, applied to the test document as the site links it.
const css = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../styles.css'), 'utf8');

const page = (
  <ConsentProvider>
    <ConsentGate scope="optional">
      <iframe title="Launch film" />
    </ConsentGate>
    <CookieBanner />
  </ConsentProvider>
);

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-consent');
});

/** Server HTML as it arrives, then the <head> boot script, before any React runs in the browser. */
function firstPaint() {
  // Rendered as on the server: the choice is unknown there, so the banner is in the markup.
  container.innerHTML = renderToString(page);
  new Function(consentBootScript())();
  return container.querySelector<HTMLElement>('.fc-cookie-banner')!;
}

describe('server-rendered page before hydration', () => {
  describe('given a visitor who already accepted', () => {
    it('should keep the banner hidden from the first paint', () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"accepted","scopes":["obligatory","optional"]}');
      const bannerElement = firstPaint();
      expect(document.documentElement.dataset.consent).toBe('accepted');
      expect(getComputedStyle(bannerElement).display).toBe('none');
    });
  });

  describe('given a visitor who rejected', () => {
    it('should keep the banner hidden from the first paint', () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"rejected"}');
      expect(getComputedStyle(firstPaint()).display).toBe('none');
    });
  });

  describe('given a visitor who has not chosen', () => {
    it('should show the banner from the first paint', () => {
      expect(getComputedStyle(firstPaint()).display).toBe('block');
    });
  });

  describe('given no boot script ran (no data-consent yet)', () => {
    it('should keep the banner hidden rather than flash it', () => {
      container.innerHTML = renderToString(page);
      expect(getComputedStyle(container.querySelector('.fc-cookie-banner')!).display).toBe('none');
    });
  });
});

describe('hydration', () => {
  describe('given a visitor who already accepted', () => {
    it('should drop the hidden banner and open the gate without hydration errors', async () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"accepted","scopes":["obligatory","optional"]}');
      firstPaint();
      const consoleError = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: recoverable });
      });
      expect(container.querySelector('.fc-cookie-banner')).toBeNull();
      expect(screen.getByTitle('Launch film')).toBeInTheDocument();
      expect(document.documentElement.dataset.consent).toBe('accepted');
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
    });
  });

  describe('given a visitor who has not chosen', () => {
    it('should keep the banner, now interactive', async () => {
      firstPaint();
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      expect(screen.getByRole('region', { name: 'COOKIE POLICY' })).toBeVisible();
      await act(async () => screen.getByRole('button', { name: 'Accept' }).click());
      expect(container.querySelector('.fc-cookie-banner')).toBeNull();
      expect(document.documentElement.dataset.consent).toBe('accepted');
    });
  });
});
