// What the site's client build holds: its Vite manifest says which hash-named file under /_site/
// was built from which source module, so tests can watch for one module's chunk being requested.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

const clientDist = fileURLToPath(new URL('../../../apps/site/dist/client/', import.meta.url));

export const siteManifest = JSON.parse(readFileSync(`${clientDist}.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** Every file the client build wrote under /_site/ (precompressed copies left out), with its size. */
export function siteBuildFiles(): { path: string; bytes: number }[] {
  return readdirSync(`${clientDist}_site`)
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => ({ path: `/_site/${name}`, bytes: statSync(`${clientDist}_site/${name}`).size }));
}

/** The URL paths (`/_site/….js`) of the chunks built from source modules matching `source`. */
export function siteChunkPaths(source: RegExp): Set<string> {
  const paths = Object.values(siteManifest)
    .filter((chunk) => chunk.src !== undefined && source.test(chunk.src))
    .map((chunk) => `/${chunk.file}`);
  if (paths.length === 0) throw new Error(`No chunk of the site's build comes from ${source}`);
  return new Set(paths);
}
