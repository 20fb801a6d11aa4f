// A static copy of pages as the site served them: the exact HTML bytes, a level-9 `.gz` beside
// each (for nginx's gzip_static), the site's /_site/ build, and the images the HTML references,
// so a browser loading the copy fetches the same JS, CSS and pictures as from the site.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const clientDist = fileURLToPath(new URL('../../apps/site/dist/client/', import.meta.url));

/** Where the copy keeps the file of a URL path (`/a/b` → `a/b/index.html`). */
const htmlFile = (root, path) => join(root, path, 'index.html');

function writeWithGzip(file, bytes) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/** URLs of the site's image endpoint anywhere in the HTML (src, srcset, inline styles, data). */
const imageUrls = (html) => [...new Set(html.match(/\/api\/v1\/image\/[^"'\s),\\]+/g) ?? [])];

/** Copies the site's build output, each text file with its `.gz`. */
function copyClientBuild(root) {
  const target = join(root, '_site');
  cpSync(join(clientDist, '_site'), target, { recursive: true });
  for (const name of readdirSync(target)) {
    if (/\.(js|css|svg|json)$/.test(name))
      writeWithGzip(join(target, name), readFileSync(join(target, name)));
  }
}

/**
 * Writes the copy of `paths` from `siteUrl` into `root`; returns the HTML bytes per path. The
 * images' content types (their names have no extension) go to `root/.types.json` for the server.
 */
export async function writeStaticCopy(root, siteUrl, paths) {
  const html = {};
  for (const path of paths) {
    const response = await fetch(`${siteUrl}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    html[path] = Buffer.from(await response.arrayBuffer());
    writeWithGzip(htmlFile(root, path), html[path]);
  }
  copyClientBuild(root);
  const types = {};
  for (const url of new Set(Object.values(html).flatMap((bytes) => imageUrls(bytes.toString())))) {
    const response = await fetch(`${siteUrl}${url}`);
    if (!response.ok) continue;
    const file = join(root, decodeURIComponent(new URL(url, siteUrl).pathname));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    types[new URL(url, siteUrl).pathname] =
      response.headers.get('content-type') ?? 'application/octet-stream';
  }
  writeFileSync(join(root, '.types.json'), JSON.stringify(types));
  return html;
}
