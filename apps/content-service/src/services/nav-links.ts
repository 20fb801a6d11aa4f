// Navigation entries that point at a link page (`type: 'url_redirection'`) point straight at its
// target instead, opening a new window when the link page says so: visitors skip the redirect.
import type { NavEntry } from '@forecourt/api-client';
import type { PageService } from './pages.js';

type LinkTargets = Awaited<ReturnType<PageService['linkTargets']>>;

/** `/pl/Offers/?x#y` → `{ key: '/offers', prefix: '/pl' }`: the stored page's key and the language prefix. */
function siteKey(url: string): { key: string; prefix: string } | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const polish = /^\/pl(\/|$)/i.test(path);
  return { key: (polish ? path.slice(3) || '/' : path).toLowerCase(), prefix: polish ? '/pl' : '' };
}

export function resolveNavLinks(entries: NavEntry[], targets: LinkTargets): NavEntry[] {
  if (targets.size === 0) return entries;
  return entries.map((entry) => {
    const children = resolveNavLinks(entry.children, targets);
    const site = entry.url ? siteKey(entry.url) : null;
    const link = site ? targets.get(site.key) : undefined;
    if (!link || !site) return children === entry.children ? entry : { ...entry, children };
    const url = link.internal && site.prefix ? `${site.prefix}${link.to === '/' ? '' : link.to}` : link.to;
    return { ...entry, url, metadata: { ...entry.metadata, ...(link.newWindow ? { openInNewTab: true } : {}) }, children };
  });
}
