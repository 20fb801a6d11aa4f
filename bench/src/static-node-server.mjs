// The anchor static server when nginx is missing: every file of a folder held in memory, served
// as-is, or its precompressed `.gz` when the client accepts gzip (like nginx's gzip_static).
// Run as its own process: `node static-node-server.mjs <root> <port>`.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

const [root, port] = process.argv.slice(2);
const TYPES = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
};
const extensionless = JSON.parse(readFileSync(join(root, '.types.json'), 'utf8'));

const files = new Map();
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (!entry.name.endsWith('.gz') && entry.name !== '.types.json') {
      const url = `/${relative(root, file).split(sep).join('/')}`;
      let gz = null;
      try {
        gz = readFileSync(`${file}.gz`);
      } catch {
        // No precompressed copy: always served as-is.
      }
      const type = extensionless[url] ?? TYPES[extname(file)] ?? 'application/octet-stream';
      files.set(url, { body: readFileSync(file), gz, type });
    }
  }
})(root);

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  const file = files.get(path) ?? files.get(`${path.replace(/\/$/, '')}/index.html`);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const gzip = file.gz && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = gzip ? file.gz : file.body;
  response.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': body.length,
    ...(file.gz ? { Vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}).listen(Number(port), '127.0.0.1');
