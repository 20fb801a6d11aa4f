import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { acceptsEncoding } from './accept-encoding.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=UTF-8',
  '.webmanifest': 'application/manifest+json',
};

/** Long-lived caching for content-hashed build output. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Types worth compressing: the build writes `.br` and `.gz` files beside these. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export interface FileResponseOptions {
  cacheControl: string;
  method?: string;
  /** The request's `Accept-Encoding`: a precompressed copy is sent when the client takes it. */
  acceptEncoding?: string | null;
}

/** The precompressed copy of `file` the client accepts (brotli first), if the build made one. */
async function precompressed(file: string, acceptEncoding: string | null | undefined) {
  if (!acceptEncoding || !COMPRESSIBLE.has(path.extname(file).toLowerCase())) return null;
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (acceptsEncoding(acceptEncoding, encoding)) {
      const info = await stat(file + suffix).catch(() => null);
      if (info?.isFile()) return { file: file + suffix, encoding, size: info.size };
    }
  }
  return null;
}

/**
 * The file at `urlPath` under `root` as a streamed response (its precompressed copy when the
 * client accepts one), or null when there is no such file (or the path tries to leave `root`).
 */
export async function fileResponse(
  root: string,
  urlPath: string,
  { cacheControl, method = 'GET', acceptEncoding }: FileResponseOptions,
): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const compressed = await precompressed(file, acceptEncoding);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(compressed?.size ?? info.size),
    'Cache-Control': cacheControl,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (COMPRESSIBLE.has(path.extname(file).toLowerCase())) headers.Vary = 'Accept-Encoding';
  if (compressed) headers['Content-Encoding'] = compressed.encoding;
  if (method === 'HEAD') return new Response(null, { headers });
  const stream = createReadStream(compressed?.file ?? file);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { headers });
}
