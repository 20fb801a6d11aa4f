import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freePort, startTestService, type TestService } from '../test/harness.js';

/**
 * The production picture: PUBLIC_URL is the site, which forwards /auth, /oidc and the APIs to
 * the content service unchanged and adds X-Forwarded-Host/Proto. A bare forwarding proxy
 * stands in for the site here.
 */
let service: TestService;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  const sitePort = await freePort();
  siteUrl = `http://127.0.0.1:${sitePort}`;
  service = await startTestService({ publicUrl: siteUrl });
  const target = new URL(service.url);
  site = createServer((req, res) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-host': req.headers.host, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
});

afterAll(async () => {
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await service?.close();
});

describe('given PUBLIC_URL is the site that forwards to the content service', () => {
  it('should sign the editor in entirely through the site origin', async () => {
    const browser = new Browser();
    const { response, visited } = await browser.go(`${siteUrl}/auth/login?return_to=/cms`);
    expect(response.status).toBe(200);
    expect(visited.every((url) => url.startsWith(siteUrl))).toBe(true);
    const action = (await response.text()).match(/<form method="post" action="([^"]+)"/)![1]!;
    const done = await browser.go(new URL(action, siteUrl).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'editor@forecourt.test', password: 'forecourt-editor' }).toString(),
    });
    expect(done.visited.every((url) => url.startsWith(siteUrl))).toBe(true);
    expect(done.visited.at(-1)).toBe(`${siteUrl}/cms`);
    const session = (await (await browser.go(`${siteUrl}/auth/session`)).response.json()) as any;
    expect(session.user).toMatchObject({ email: 'editor@forecourt.test', roles: ['editor'] });
  });

  it('should advertise the site origin in the provider discovery document', async () => {
    const body = (await (await fetch(`${siteUrl}/oidc/.well-known/openid-configuration`)).json()) as any;
    expect(body.issuer).toBe(`${siteUrl}/oidc`);
    expect(body.token_endpoint).toBe(`${siteUrl}/oidc/token`);
  });
});
