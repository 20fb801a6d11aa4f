/**
 * The app as an OpenID relying party (openid-client v6): authorization code flow with PKCE,
 * state and nonce kept server-side in `auth_requests`, each bound to the browser that started
 * the sign-in (see browser-binding.ts).
 */
import { eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Database } from '../db/client.js';
import { authRequests } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { SIGN_IN_TTL_MS } from './browser-binding.js';
import { safeReturnTo } from './return-to.js';
import { rolesFromClaim, type SessionUser } from './sessions.js';

export const SCOPE = 'openid email profile roles';

export interface OidcClientOptions {
  db: Database;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/auth/callback` */
  redirectUri: string;
  /**
   * For the embedded provider: the origin this process listens on. Requests to the issuer
   * are sent there directly (with X-Forwarded-Host/Proto of the public origin), so sign-in
   * works even when PUBLIC_URL is the site that forwards /oidc and the site is not up yet.
   */
  embeddedOrigin?: () => string;
}

export function createOidcClient(options: OidcClientOptions) {
  const { db } = options;
  const issuerUrl = new URL(options.issuer);
  let configuration: Promise<client.Configuration> | null = null;

  const customFetch: client.CustomFetch | undefined = options.embeddedOrigin
    ? (url, init) => {
        const target = new URL(url);
        const headers = new Headers(init.headers as Record<string, string>);
        if (target.origin === issuerUrl.origin && target.pathname.startsWith(issuerUrl.pathname)) {
          headers.set('X-Forwarded-Host', target.host);
          headers.set('X-Forwarded-Proto', target.protocol.replace(':', ''));
          const local = new URL(target.pathname + target.search, options.embeddedOrigin!());
          return fetch(local, { ...init, headers } as RequestInit);
        }
        return fetch(url, init as RequestInit);
      }
    : undefined;

  /** Discovery happens on first use, so start-up does not depend on the provider being reachable. */
  function config(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(issuerUrl, options.clientId, { redirect_uris: [options.redirectUri] }, client.ClientSecretBasic(options.clientSecret), {
        ...(issuerUrl.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        ...(customFetch ? { [client.customFetch]: customFetch } : {}),
      })
      .catch((error: unknown) => {
        configuration = null; // try again on the next sign-in
        throw error;
      });
    return configuration;
  }

  return {
    /**
     * The provider's authorization URL for a new sign-in that ends at `returnTo`, completed only
     * by the browser whose binding hashes to `browserBinding`.
     */
    async authorizationUrl(returnTo: string, browserBinding: string, extra: Record<string, string> = {}): Promise<URL> {
      const config_ = await config();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await db.delete(authRequests).where(lt(authRequests.expires_at, new Date()));
      await db.insert(authRequests).values({
        state,
        code_verifier: codeVerifier,
        nonce,
        return_to: safeReturnTo(returnTo),
        browser_binding: browserBinding,
        expires_at: new Date(Date.now() + SIGN_IN_TTL_MS),
      });
      return client.buildAuthorizationUrl(config_, {
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...extra,
      });
    },

    /**
     * Completes a sign-in from the callback URL in the browser whose binding hashes to
     * `browserBinding` (null: it has none): exchanges the code and reads the user's claims. The
     * state is used up either way, so a callback URL works once.
     */
    async complete(
      callbackUrl: URL,
      browserBinding: string | null,
    ): Promise<{ user: SessionUser; idToken: string | null; returnTo: string }> {
      const state = callbackUrl.searchParams.get('state');
      if (!state) throw new HttpError(400, 'Sign-in response without state');
      const [pending] = await db.delete(authRequests).where(eq(authRequests.state, state)).returning();
      if (!pending || pending.expires_at < new Date()) {
        throw new HttpError(400, 'This sign-in link has expired. Please sign in again.');
      }
      if (browserBinding === null || pending.browser_binding !== browserBinding) {
        throw new HttpError(400, 'This sign-in was started in another browser. Please sign in again here.');
      }
      const config_ = await config();
      const tokens = await client.authorizationCodeGrant(config_, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = { ...tokens.claims() };
      // Some providers put profile claims only in userinfo.
      if ((claims.roles === undefined || claims.email === undefined) && config_.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(config_, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims, roles: claims.roles ?? info.roles };
      }
      const email = typeof claims.email === 'string' ? claims.email : '';
      return {
        user: {
          sub: String(claims.sub),
          email,
          name: typeof claims.name === 'string' && claims.name ? claims.name : email,
          roles: rolesFromClaim(claims.roles),
        },
        idToken: tokens.id_token ?? null,
        returnTo: pending.return_to,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
