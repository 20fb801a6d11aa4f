// The anchor of §7: a bare Node HTTP server, in its own process, that reads a POST body and
// answers 201 with a small JSON body — an "empty route" that stores nothing.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(201, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end('{"data":{"id":1,"created_at":"2026-01-01T00:00:00.000Z"}}');
  });
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
