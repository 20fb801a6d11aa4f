/**
 * Test helper: sends a request body the way a client on the wire does — with a declared
 * `Content-Length`, chunked, or after waiting for `100 Continue` — and reports what the client
 * notices: the answer, whether it was told to continue, how much of the body went out before the
 * answer came, and whether the server then closed the connection.
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export type BodyFraming = 'content-length' | 'chunked' | 'expect-continue';

export interface SendBodyOptions {
  path: string;
  /** Size of the body: a form field `a=aaaa…` of this many bytes. */
  bytes: number;
  framing: BodyFraming;
  method?: string;
  headers?: Record<string, string>;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the server sent `100 Continue`. */
  continued: boolean;
  /** Body bytes written before the answer arrived (the client stops sending then). */
  bytesSent: number;
  /** Whether the server closed the connection after answering (within a second). */
  closedByServer: boolean;
}

const CHUNK = 64 * 1024;

/** Sends `bytes` of form body to `origin` + `path`; stops sending as soon as an answer arrives. */
export function sendBody(origin: string, options: SendBodyOptions): Promise<RawAnswer> {
  const { path, bytes, framing, method = 'POST' } = options;
  const url = new URL(path, origin);
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    ...options.headers,
  };
  if (framing !== 'chunked') headers['Content-Length'] = String(bytes);
  if (framing === 'expect-continue') headers.Expect = '100-continue';

  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    let continued = false;
    const req = request({ hostname: url.hostname, port: url.port, path, method, headers, agent: false });

    const send = () => {
      while (!answered && bytesSent < bytes) {
        const size = Math.min(CHUNK, bytes - bytesSent);
        const chunk = Buffer.alloc(size, 'a');
        if (bytesSent === 0) chunk.write('a=');
        bytesSent += size;
        if (!req.write(chunk)) return void req.once('drain', send);
      }
      if (!answered) req.end();
    };

    req.on('continue', () => {
      continued = true;
      send();
    });
    req.on('response', (res) => {
      answered = true;
      const socket = req.socket!;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => {
        const closed = new Promise<boolean>((done) => {
          if (socket.destroyed) return done(true);
          const timer = setTimeout(() => done(false), 1000);
          socket.once('close', () => {
            clearTimeout(timer);
            done(true);
          });
        });
        void closed.then((closedByServer) => {
          socket.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, continued, bytesSent, closedByServer });
        });
      });
    });
    // Writing into a connection the server closed after answering fails; the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (framing !== 'expect-continue') send();
  });
}
