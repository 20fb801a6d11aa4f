/**
 * jsdom's FormData is not one Node's fetch can send: this wraps a test client's `fetch` so a
 * FormData body goes out as the multipart/form-data a browser would write.
 */
export function sendingFormData(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!(init?.body instanceof FormData)) return fetchImpl(input, init);
    const boundary = `----forecourt-test-${Math.random().toString(16).slice(2)}`;
    const encoder = new TextEncoder();
    const parts: Uint8Array[] = [];
    for (const [name, value] of init.body.entries()) {
      if (typeof value === 'string') {
        parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      } else {
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
        parts.push(encoder.encode(head), new Uint8Array(await value.arrayBuffer()), encoder.encode('\r\n'));
      }
    }
    parts.push(encoder.encode(`--${boundary}--\r\n`));
    const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      body.set(part, at);
      at += part.length;
    }
    const headers = new Headers(init.headers);
    headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
    return fetchImpl(input, { ...init, headers, body });
  };
}
