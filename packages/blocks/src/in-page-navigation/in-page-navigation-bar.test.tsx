import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InPageNavigation, inPageHref } from './in-page-navigation-bar.js';
import { inPageNavigationOffset } from './in-page-navigation-offset.js';

/** Stands in for the browser's observer (jsdom has none) so a test can say what is in view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** The sentinel is (or is not) in view, with its top at `top` px from the viewport's top. */
  report(isIntersecting: boolean, top: number) {
    const entry = {
      isIntersecting,
      boundingClientRect: { top } as DOMRectReadOnly,
      target: this.targets[0]!,
    } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

const latestObserver = () => {
  const live = FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected);
  return live[live.length - 1]!;
};

const ITEMS = [
  { label: 'Design', blockId: 2 },
  { label: 'Performance', blockId: '5' },
  { label: 'Prices', blockId: 'prices' },
];

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('InPageNavigation', () => {
  describe('given links to blocks and ids', () => {
    it('should link block numbers to #component-N and other values to the id', () => {
      render(<InPageNavigation items={ITEMS} />);
      const nav = screen.getByRole('navigation', { name: 'In-page navigation' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Design', '#component-2'],
        ['Performance', '#component-5'],
        ['Prices', '#prices'],
      ]);
    });

    it('should show at most 10 links', () => {
      const many = Array.from({ length: 12 }, (_, index) => ({
        label: `L${index}`,
        blockId: index,
      }));
      render(<InPageNavigation items={many} />);
      expect(screen.getAllByRole('link')).toHaveLength(10);
    });

    it('should render nothing without links', () => {
      const { container } = render(<InPageNavigation items={[]} />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('given the page has not scrolled past the bar', () => {
    it('should stay in place without a go-to-top control', () => {
      render(<InPageNavigation items={ITEMS} headerHeight={72} />);
      latestObserver().report(true, 400);
      expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'static');
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    });
  });

  describe('given its top reaches the header', () => {
    it('should watch with the header height as the top margin', () => {
      render(<InPageNavigation items={ITEMS} headerHeight={72} />);
      expect(latestObserver().options.rootMargin).toBe('-72px 0px 0px 0px');
    });

    it('should become sticky under the header and offer a go-to-top control', async () => {
      const user = userEvent.setup();
      const scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      render(
        <InPageNavigation items={ITEMS} headerHeight={72} goTopShort="Up" goTopFull="Go to top" />,
      );
      latestObserver().report(false, 40);
      const nav = screen.getByRole('navigation');
      expect(nav).toHaveAttribute('data-state', 'sticky');
      expect(nav).toHaveStyle({ insetBlockStart: '72px' });
      const top = screen.getByRole('button', { name: 'Go to top' });
      expect(top).toHaveTextContent('UpGo to top');
      await user.click(top);
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    });

    it('should return to its place when scrolled back above it', () => {
      render(<InPageNavigation items={ITEMS} headerHeight={72} />);
      latestObserver().report(false, 40);
      latestObserver().report(true, 200);
      expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'static');
    });

    it('should not stick when the bar is out of view below the viewport', () => {
      render(<InPageNavigation items={ITEMS} headerHeight={72} />);
      latestObserver().report(false, 2000);
      expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'static');
    });
  });

  describe('given a server render', () => {
    it('should render the links in place, not sticky', () => {
      vi.unstubAllGlobals();
      const html = renderToString(<InPageNavigation items={ITEMS} />);
      expect(html).toContain('href="#component-2"');
      expect(html).toContain('data-state="static"');
    });
  });

  describe('given no header height', () => {
    it('should use 48 px below 1024 px', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
      render(<InPageNavigation items={ITEMS} />);
      expect(latestObserver().options.rootMargin).toBe('-48px 0px 0px 0px');
    });

    it('should use 72 px from 1024 px', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
      render(<InPageNavigation items={ITEMS} />);
      expect(latestObserver().options.rootMargin).toBe('-72px 0px 0px 0px');
    });
  });
});

describe('given the page has a fixed header and breadcrumbs under it', () => {
  afterEach(() => {
    document.querySelectorAll('body > header, body > nav').forEach((element) => element.remove());
  });

  const chrome = (tag: 'header' | 'nav', top: number, bottom: number) => {
    const element = document.createElement(tag);
    element.style.position = tag === 'header' ? 'sticky' : 'fixed';
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
      top,
      bottom,
      height: bottom - top,
    } as DOMRect);
    document.body.prepend(element);
    return element;
  };

  it('should stick under the lowest of them', () => {
    chrome('header', 0, 112);
    chrome('nav', 112, 156);
    render(<InPageNavigation items={ITEMS} />);
    expect(latestObserver().options.rootMargin).toBe('-156px 0px 0px 0px');
    latestObserver().report(false, 40);
    expect(screen.getByRole('navigation', { name: 'In-page navigation' })).toHaveStyle({
      insetBlockStart: '156px',
    });
  });

  it('should move up when the header slides out of view', async () => {
    const header = chrome('header', 0, 112);
    render(<InPageNavigation items={ITEMS} />);
    expect(latestObserver().options.rootMargin).toBe('-112px 0px 0px 0px');
    vi.mocked(header.getBoundingClientRect).mockReturnValue({
      top: -112,
      bottom: 0,
      height: 112,
    } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await vi.waitFor(() => expect(latestObserver().options.rootMargin).toBe('0px 0px 0px 0px'));
  });
});

describe('inPageHref', () => {
  it('should accept ids with a leading hash', () => {
    expect(inPageHref('#prices')).toBe('#prices');
    expect(inPageHref(' 3 ')).toBe('#component-3');
  });
});

describe('inPageNavigationOffset', () => {
  const place = (element: Element, top: number) =>
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

  it('should be the bar’s height for targets below its place and 0 above it', () => {
    const { container } = render(
      <>
        <section id="above" />
        <InPageNavigation items={ITEMS} />
        <section id="below" />
      </>,
    );
    place(container.querySelector('.fc-in-page-nav__sentinel')!, 300);
    vi.spyOn(screen.getByRole('navigation'), 'offsetHeight', 'get').mockReturnValue(50);
    const above = container.querySelector('#above')!;
    const below = container.querySelector('#below')!;
    place(above, 100);
    place(below, 1500);
    expect(inPageNavigationOffset(below)).toBe(50);
    expect(inPageNavigationOffset(above)).toBe(0);
  });
});
