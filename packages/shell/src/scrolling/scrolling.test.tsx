import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SCROLL_ANIMATION_MS,
  headerOffset,
  isScrollingToTarget,
  resolveHashTarget,
  scrollToElement,
  scrollToHash,
  useScrollOnNavigation,
} from './index.js';

/** jsdom does no layout: place an element `top` px below the page's top (it moves as the window scrolls). */
function placeAt(element: Element, top: number) {
  element.getBoundingClientRect = () => ({ top: top - scrollY, height: 0 }) as DOMRect;
}

let scrollY = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout', 'Date'] });
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('given a #component-N hash', () => {
  it('should find the Nth block by its id, or by counting blocks', () => {
    document.body.innerHTML =
      '<div data-block-template="hero"></div><div data-block-template="quote"></div>';
    expect(resolveHashTarget('#component-2')).toBe(document.querySelectorAll('[data-block-template]')[1]);
    expect(resolveHashTarget('#component-3')).toBeNull();
    expect(resolveHashTarget('#component-0')).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<div id="component-3"></div>');
    expect(resolveHashTarget('#component-3')).toBe(document.getElementById('component-3'));
  });
});

describe('given a #block-<id> hash (an in-page navigation link)', () => {
  it('should find the block with that stable id wherever it now sits on the page', () => {
    document.body.innerHTML =
      '<div id="component-1" data-block-id="specs"></div><div id="component-2" data-block-id="3f2a:9c.x"></div>';
    expect(resolveHashTarget('#block-specs')?.id).toBe('component-1');
    expect(resolveHashTarget('#block-3f2a:9c.x')?.id).toBe('component-2');
    expect(resolveHashTarget('#block-gone')).toBeNull();
  });

  it('should prefer an element that has the id itself', () => {
    document.body.innerHTML = '<div data-block-id="specs"></div><p id="block-specs"></p>';
    expect(resolveHashTarget('#block-specs')?.tagName).toBe('P');
  });
});

describe('given another hash', () => {
  it('should find the id, then the rdx- prefixed id, decoding the hash', () => {
    document.body.innerHTML = '<div id="lease"></div><div id="rdx-offer"></div><div id="zażółć"></div>';
    expect(resolveHashTarget('#lease')?.id).toBe('lease');
    expect(resolveHashTarget('#offer')?.id).toBe('rdx-offer');
    expect(resolveHashTarget('#za%C5%BC%C3%B3%C5%82%C4%87')?.id).toBe('zażółć');
    expect(resolveHashTarget('#missing')).toBeNull();
    expect(resolveHashTarget('#')).toBeNull();
    expect(scrollToHash('#missing')).toBe(false);
  });
});

describe('given a fixed header', () => {
  it('should offset by its --fc-nav-height, else its measured height, else 0', () => {
    expect(headerOffset()).toBe(0);
    document.body.innerHTML = '<header class="fc-nav" style="--fc-nav-height: 116px"></header>';
    expect(headerOffset()).toBe(116);
    document.body.innerHTML = '<header class="fc-nav"></header>';
    document.querySelector('header')!.getBoundingClientRect = () => ({ height: 48 }) as DOMRect;
    expect(headerOffset()).toBe(48);
  });
});

describe('given a hash scroll', () => {
  it('should animate smoothly over 300 ms and land below the header', async () => {
    document.body.innerHTML =
      '<header class="fc-nav" style="--fc-nav-height: 72px"></header><div id="rdx-lease"></div>';
    placeAt(document.getElementById('rdx-lease')!, 1072);
    const done = scrollToElement(document.getElementById('rdx-lease')!);
    await vi.advanceTimersByTimeAsync(SCROLL_ANIMATION_MS / 2);
    expect(scrollY).toBeGreaterThan(0);
    expect(scrollY).toBeLessThan(1000);
    await vi.advanceTimersByTimeAsync(SCROLL_ANIMATION_MS);
    await done;
    expect(scrollY).toBe(1000);
  });

  it('should say it is scrolling until it has landed, so the header keeps still meanwhile', async () => {
    document.body.innerHTML = '<div id="x"></div>';
    placeAt(document.getElementById('x')!, 800);
    const done = scrollToElement(document.getElementById('x')!);
    expect(isScrollingToTarget()).toBe(true);
    await vi.advanceTimersByTimeAsync(SCROLL_ANIMATION_MS * 2);
    await done;
    expect(isScrollingToTarget()).toBe(false);
  });

  it('should land where the target is at the end when pictures above it moved it meanwhile', async () => {
    document.body.innerHTML =
      '<header class="fc-nav" style="--fc-nav-height: 72px"></header><div id="rdx-lease"></div>';
    const target = document.getElementById('rdx-lease')!;
    placeAt(target, 1072);
    const done = scrollToElement(target);
    await vi.advanceTimersByTimeAsync(SCROLL_ANIMATION_MS / 2);
    placeAt(target, 1172);
    await vi.advanceTimersByTimeAsync(SCROLL_ANIMATION_MS * 2);
    await done;
    expect(scrollY).toBe(1100);
  });

  it('should also keep the target clear of an in-page navigation stuck above it', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    document.body.innerHTML = `<header class="fc-nav" style="--fc-nav-height: 72px"></header>
      <div class="fc-in-page-nav"><div class="fc-in-page-nav__sentinel"></div><nav class="fc-in-page-nav__bar"></nav></div>
      <div id="component-4"></div>`;
    placeAt(document.querySelector('.fc-in-page-nav__sentinel')!, 500);
    vi.spyOn(document.querySelector<HTMLElement>('.fc-in-page-nav__bar')!, 'offsetHeight', 'get').mockReturnValue(50);
    placeAt(document.getElementById('component-4')!, 1072);
    expect(scrollToHash('#component-4')).toBe(true);
    expect(scrollY).toBe(1072 - 72 - 50);
  });

  it('should jump when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    document.body.innerHTML = '<div id="x"></div>';
    placeAt(document.getElementById('x')!, 400);
    expect(scrollToHash('#x')).toBe(true);
    expect(scrollY).toBe(400);
  });
});

describe('given navigations', () => {
  function Probe({ path, hash }: { path: string; hash: string }) {
    useScrollOnNavigation(path, hash);
    return null;
  }

  it('should keep the first position, scroll to the top on a path change, and to a hash', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    document.body.innerHTML = '<div id="component-1"></div>';
    placeAt(document.getElementById('component-1')!, 640);
    scrollY = 300;
    const view = render(<Probe path="/a" hash="" />, { container: document.body.appendChild(document.createElement('div')) });
    expect(scrollY).toBe(300);
    view.rerender(<Probe path="/b" hash="" />);
    expect(scrollY).toBe(0);
    view.rerender(<Probe path="/b" hash="#component-1" />);
    expect(scrollY).toBe(640);
  });
});
