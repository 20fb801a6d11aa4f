// What a document links from the client build, read once from Vite's manifest: the entry with
// the modules it imports (preloaded, so the browser fetches them side by side rather than one
// after another) and, per block template, its view's chunks and stylesheets — linked only by
// the pages that use that template.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteAssets } from '../routes/root.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const NO_ASSETS: SiteAssets = { scripts: [], styles: [], preload: [], templates: {} };

/**
 * A block view lives in `packages/blocks/src/<folder>/<folder>.tsx`, the folder named after its
 * template key with dashes (`quote_slider` → `quote-slider/quote-slider.tsx`).
 */
const VIEW_SOURCE = /packages\/blocks\/src\/([a-z0-9-]+)\/\1\.tsx$/;

/**
 * A lazily loaded route view of the site itself (`src/routes/showroom-view.tsx`), listed as
 * `route:<name>` beside the templates so the server links its stylesheet with the pages it renders.
 */
const ROUTE_VIEW_SOURCE = /(?:^|\/)src\/routes\/([a-z0-9-]+)-view\.tsx$/;

/** The `templates` key of a site route view's files (see ROUTE_VIEW_SOURCE). */
export const routeViewAssetKey = (name: string) => `route:${name}`;

/** Every chunk `key` needs, itself first, then what it imports (depth first, each once). */
function chunkChain(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((next) => chunkChain(manifest, next, seen))];
}

const url = (file: string) => `/${file}`;

/** The assets of a manifest (exported for tests; `readClientAssets` reads the file). */
export function clientAssets(manifest: Manifest): SiteAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) return NO_ASSETS;
  const entryChain = chunkChain(manifest, entryKey);
  const inEntry = new Set(entryChain);
  const cssOf = (keys: string[]) => [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))];

  const templates: SiteAssets['templates'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const folder = VIEW_SOURCE.exec(chunk.src ?? '')?.[1];
    const routeView = ROUTE_VIEW_SOURCE.exec(chunk.src ?? '')?.[1];
    if (!folder && !routeView) continue;
    const chain = chunkChain(manifest, key).filter((next) => !inEntry.has(next));
    templates[folder ? folder.replace(/-/g, '_') : routeViewAssetKey(routeView!)] = {
      scripts: chain.map((next) => url(manifest[next]!.file)),
      styles: cssOf(chain).map(url),
    };
  }
  return {
    scripts: [url(manifest[entryKey]!.file)],
    styles: cssOf(entryChain).map(url),
    preload: entryChain.slice(1).map((next) => url(manifest[next]!.file)),
    templates,
  };
}

/** The assets of the client build in `clientDist`, or none when there is no build (tests). */
export function readClientAssets(clientDist: string): SiteAssets {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    // No client build (tests, or server-only use): pages still render, without hydration.
    return NO_ASSETS;
  }
  return clientAssets(manifest);
}

/**
 * The `<link>` tags of the block templates a page uses: the stylesheets of all (the page is styled
 * from the first paint), the chunks of those that hydrate with the page (`preloaded`; the others'
 * code comes when the browser is idle).
 */
export function templateLinks(
  assets: SiteAssets,
  templateKeys: Iterable<string>,
  preloaded: Iterable<string> = templateKeys,
): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of templateKeys) assets.templates[key]?.styles.forEach((file) => styles.add(file));
  for (const key of preloaded) assets.templates[key]?.scripts.forEach((file) => scripts.add(file));
  return [
    ...[...styles].map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...scripts].map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join('');
}
