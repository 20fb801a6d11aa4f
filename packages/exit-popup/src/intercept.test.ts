import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  interceptOutboundClicks,
  proceedTo,
  type ExitRequest,
  type NavigationWindow,
} from './intercept.js';
import { createExitMatcher } from './matcher.js';

const matcher = createExitMatcher({
  whitelist: 'https://*.dealer.pl/*\n/leave/*',
  blacklist: 'https://www.dealer.pl/*',
  baseUrl: 'http://localhost:3000/',
});

/**
 * A cancellable click as a browser dispatches it; tells whether navigation was prevented by the
 * time the click reached the window (then stops jsdom's own navigation, which it cannot do).
 */
function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    ...init,
  });
  let defaultPrevented = false;
  const last = (e: Event) => {
    defaultPrevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', last, { once: true });
  element.dispatchEvent(event);
  window.removeEventListener('click', last);
  return { defaultPrevented };
}

describe('interceptOutboundClicks', () => {
  let intercepted: ExitRequest[];
  let stop: () => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <a id="dealer" href="https://krakow.dealer.pl/offers"><span id="inner">Krakow dealer</span></a>
      <a id="blocked" href="https://www.dealer.pl/">Main dealer</a>
      <a id="plain" href="https://elsewhere.com/">Elsewhere</a>
      <a id="relative" href="/leave/dealer">Leave</a>
      <a id="new-tab" href="https://krakow.dealer.pl/" target="_blank">New tab</a>
      <a id="download" href="https://krakow.dealer.pl/price-list.pdf" download>Price list</a>
      <a id="no-href">Not a link</a>
      <map name="m"><area id="area" href="https://krakow.dealer.pl/map" alt="Map" /></map>
      <svg><a id="svg-link" href="https://krakow.dealer.pl/svg"><text>SVG</text></a></svg>`;
    intercepted = [];
    stop = interceptOutboundClicks(document, { matcher, onIntercept: (r) => intercepted.push(r) });
  });

  afterEach(() => stop());

  const byId = (id: string) => document.getElementById(id)!;

  describe('given a plain left click', () => {
    it('should intercept a whitelisted link and prevent its navigation', () => {
      const event = click(byId('dealer'));
      expect(event.defaultPrevented).toBe(true);
      expect(intercepted).toEqual([
        { url: 'https://krakow.dealer.pl/offers', target: '', link: byId('dealer') },
      ]);
    });

    it('should find the link when the click lands on its content', () => {
      click(byId('inner'));
      expect(intercepted.map((r) => r.url)).toEqual(['https://krakow.dealer.pl/offers']);
    });

    it('should leave blacklisted and unlisted links alone', () => {
      expect(click(byId('blocked')).defaultPrevented).toBe(false);
      expect(click(byId('plain')).defaultPrevented).toBe(false);
      expect(intercepted).toEqual([]);
    });

    it('should match a relative link by its resolved URL under the base path', () => {
      click(byId('relative'));
      expect(intercepted.map((r) => r.url)).toEqual(['http://localhost:3000/leave/dealer']);
    });

    it('should report the link target', () => {
      click(byId('new-tab'));
      expect(intercepted[0]).toMatchObject({ url: 'https://krakow.dealer.pl/', target: '_blank' });
    });

    it('should fall back to the document base target', () => {
      const base = document.createElement('base');
      base.target = 'dealers';
      document.head.append(base);
      click(byId('dealer'));
      base.remove();
      expect(intercepted[0]?.target).toBe('dealers');
    });

    it('should intercept image-map areas', () => {
      click(byId('area'));
      expect(intercepted.map((r) => r.url)).toEqual(['https://krakow.dealer.pl/map']);
    });
  });

  describe('given clicks a visitor means differently', () => {
    it.each([
      ['Ctrl', { ctrlKey: true }],
      ['Cmd', { metaKey: true }],
      ['Shift', { shiftKey: true }],
      ['Alt', { altKey: true }],
    ])('should not intercept a %s+click (new tab, window or download)', (_key, init) => {
      expect(click(byId('dealer'), init).defaultPrevented).toBe(false);
      expect(intercepted).toEqual([]);
    });

    it('should not intercept a middle or right button click', () => {
      expect(click(byId('dealer'), { button: 1 }).defaultPrevented).toBe(false);
      expect(click(byId('dealer'), { button: 2 }).defaultPrevented).toBe(false);
      expect(intercepted).toEqual([]);
    });

    it('should not intercept a download link', () => {
      expect(click(byId('download')).defaultPrevented).toBe(false);
      expect(intercepted).toEqual([]);
    });

    it('should not intercept a click another handler already prevented', () => {
      byId('dealer').addEventListener('click', (event) => event.preventDefault());
      click(byId('dealer'));
      expect(intercepted).toEqual([]);
    });

    it('should ignore anchors without href and SVG links', () => {
      click(byId('no-href'));
      expect(click(byId('svg-link')).defaultPrevented).toBe(false);
      expect(intercepted).toEqual([]);
    });
  });

  describe('given a root element', () => {
    it('should only watch links inside it', () => {
      stop();
      const section = document.createElement('section');
      section.innerHTML = '<a id="inside" href="https://krakow.dealer.pl/in">In</a>';
      document.body.append(section);
      stop = interceptOutboundClicks(section, { matcher, onIntercept: (r) => intercepted.push(r) });
      click(byId('dealer'));
      click(byId('inside'));
      expect(intercepted.map((r) => r.url)).toEqual(['https://krakow.dealer.pl/in']);
    });

    it('should not treat a link around the root as inside it', () => {
      stop();
      const wrapper = byId('dealer');
      stop = interceptOutboundClicks(byId('inner'), {
        matcher,
        onIntercept: (r) => intercepted.push(r),
      });
      click(byId('inner'));
      expect(wrapper).toBeInTheDocument();
      expect(intercepted).toEqual([]);
    });
  });

  describe('given links in a shadow root', () => {
    it('should intercept them from the document', () => {
      const host = document.createElement('div');
      document.body.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      shadow.innerHTML = '<a href="https://krakow.dealer.pl/shadow">Shadow</a>';
      click(shadow.querySelector('a')!);
      expect(intercepted.map((r) => r.url)).toEqual(['https://krakow.dealer.pl/shadow']);
    });
  });

  describe('given the returned stop function', () => {
    it('should stop intercepting', () => {
      stop();
      expect(click(byId('dealer')).defaultPrevented).toBe(false);
      expect(intercepted).toEqual([]);
    });
  });
});

describe('proceedTo', () => {
  // Stands in for the browser window: jsdom cannot navigate.
  const fakeWindow = () => {
    const win = { location: { assign: vi.fn() }, open: vi.fn() };
    return win as typeof win & NavigationWindow;
  };

  describe('given a same-tab link', () => {
    it.each(['', '_self', ' _SELF '])('should navigate this tab for target %j', (target) => {
      const win = fakeWindow();
      proceedTo({ url: 'https://krakow.dealer.pl/', target }, win);
      expect(win.location.assign).toHaveBeenCalledWith('https://krakow.dealer.pl/');
      expect(win.open).not.toHaveBeenCalled();
    });
  });

  describe('given a new-tab link', () => {
    it('should open a new tab without access to this page', () => {
      const win = fakeWindow();
      proceedTo({ url: 'https://krakow.dealer.pl/', target: '_blank' }, win);
      expect(win.open).toHaveBeenCalledWith('https://krakow.dealer.pl/', '_blank', 'noopener');
      expect(win.location.assign).not.toHaveBeenCalled();
    });
  });

  describe('given a named or frame target', () => {
    it.each(['_top', '_parent', 'dealers'])('should open the link in %s', (target) => {
      const win = fakeWindow();
      proceedTo({ url: 'https://krakow.dealer.pl/', target }, win);
      expect(win.open).toHaveBeenCalledWith('https://krakow.dealer.pl/', target);
    });
  });
});
