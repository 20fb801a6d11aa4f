// A GET with node:http: the body exactly as sent (never decompressed) and control over the
// connection, which fetch gives neither of.
import http from 'node:http';

/**
 * @param {string} url
 * @param {{ headers?: Record<string, string>, agent?: http.Agent }} [options]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
export function rawGet(url, { headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
