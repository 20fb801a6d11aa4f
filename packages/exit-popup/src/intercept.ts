import type { ExitMatcher } from './matcher.js';

/** Where an intercepted link was going. */
export interface ExitDestination {
  /** The link's absolute URL. */
  url: string;
  /** The link's browsing-context target (`_blank`, a window name…); '' means the same tab. */
  target: string;
}

/** An intercepted click: the destination and the link that was clicked. */
export interface ExitRequest extends ExitDestination {
  link: HTMLAnchorElement | HTMLAreaElement;
}

export interface InterceptOutboundClicksOptions {
  /** Decides which links are intercepted (see `createExitMatcher`). */
  matcher: Pick<ExitMatcher, 'shouldIntercept'>;
  /** Called after the click's navigation was prevented; show the exit popup here. */
  onIntercept: (request: ExitRequest) => void;
}

function linkOf(event: MouseEvent, root: EventTarget): HTMLAnchorElement | HTMLAreaElement | null {
  // composedPath also sees links inside open shadow roots.
  for (const node of event.composedPath()) {
    if (node === root) break;
    const element = node as Element;
    if (element.nodeType !== 1) continue;
    const name = element.localName;
    // SVG <a> has no string `href`: only HTML links and image-map areas.
    if (
      (name === 'a' || name === 'area') &&
      element.namespaceURI === 'http://www.w3.org/1999/xhtml'
    ) {
      return element.hasAttribute('href') ? (element as HTMLAnchorElement | HTMLAreaElement) : null;
    }
  }
  return null;
}

/** The link's own target, else the document's `<base target>`. */
function targetOf(link: HTMLAnchorElement | HTMLAreaElement): string {
  if (link.hasAttribute('target')) return link.target;
  return link.ownerDocument.querySelector<HTMLBaseElement>('base[target]')?.target ?? '';
}

/**
 * Listens (delegated, one listener) for link clicks under `root` and hands the matching ones to
 * `onIntercept` instead of following them. Left clicks only: clicks with a modifier key (new tab,
 * new window, download), other mouse buttons, links with `download` and clicks some other handler
 * already prevented (e.g. a client-side router) are left alone. Returns a function that removes
 * the listener.
 */
export function interceptOutboundClicks(
  root: Document | Element | ShadowRoot,
  { matcher, onIntercept }: InterceptOutboundClicksOptions,
): () => void {
  const onClick = (event: Event) => {
    const click = event as MouseEvent;
    if (click.defaultPrevented || click.button !== 0) return;
    if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const link = linkOf(click, root);
    if (!link || link.hasAttribute('download')) return;
    const url = link.href;
    if (!matcher.shouldIntercept(url)) return;
    click.preventDefault();
    onIntercept({ url, target: targetOf(link), link });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** The part of `window` that `proceedTo` uses. */
export type NavigationWindow = Pick<Window, 'open'> & { location: Pick<Location, 'assign'> };

/**
 * Follows an intercepted link as the link itself would have: same tab (`''`, `_self`) through
 * `location.assign`, `_blank` in a new tab without access back to this page (`noopener`), any
 * other target (`_top`, `_parent`, a window name) through `window.open`.
 */
export function proceedTo({ url, target }: ExitDestination, win: NavigationWindow = window): void {
  const name = target.trim();
  if (name === '' || name.toLowerCase() === '_self') win.location.assign(url);
  else if (name.toLowerCase() === '_blank') win.open(url, '_blank', 'noopener');
  else win.open(url, name);
}
