// Loopback ports for everything the benchmark starts: only 5000–5999 are ours on shared machines,
// so `freePort` (any ephemeral port) is not enough.
import { createServer } from 'node:net';

const FIRST = 5000;
const LAST = 5999;
const handedOut = new Set();

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free loopback port in 5000–5999 not handed out before in this run (random start, so two
 * runs side by side rarely race for the same one). */
export async function benchPort() {
  const span = LAST - FIRST + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = FIRST + ((start + i) % span);
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${FIRST}–${LAST}`);
}
