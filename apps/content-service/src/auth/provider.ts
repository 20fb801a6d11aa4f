/**
 * The embedded OpenID provider (oidc-provider) used when no external issuer is configured:
 * accounts from the `users` table, storage in `oidc_payloads`, keys in `app_secrets`.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import Provider, { type Adapter, type AdapterPayload, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { oidcPayloads, users } from '../db/schema.js';
import { escapeHtml } from '../lib/html.js';
import { createSigningJwk, persistentSecret, randomSecret } from './secrets.js';

export interface EmbeddedProviderOptions {
  db: Database;
  /** `${PUBLIC_URL}/oidc` */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** oidc-provider storage in the database: sessions, codes, grants and interactions survive restarts. */
function databaseAdapter(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const values = {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
    }

    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.model, this.model),
            condition,
            or(isNull(oidcPayloads.expires_at), gt(oidcPayloads.expires_at, new Date())),
          ),
        );
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.user_code, userCode));
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumed_at: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grant_id, grantId));
    }
  };
}

export async function createEmbeddedProvider(options: EmbeddedProviderOptions): Promise<Provider> {
  const { db } = options;
  const jwk = await persistentSecret(db, 'oidc.signing_jwk', createSigningJwk);
  const cookieKeys = await persistentSecret(db, 'oidc.cookie_keys', () => [randomSecret()]);

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // Every authorization request must carry a PKCE challenge, confidential client or not.
    pkce: { required: () => true },
    jwks: { keys: [jwk as never] },
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'email', 'profile', 'roles'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], roles: ['roles'] },
    // Put the requested claims in the ID token too, so the app needs no userinfo round trip.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const userId = Number(id);
      if (!Number.isSafeInteger(userId)) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: user.email,
          email_verified: true,
          name: user.name,
          roles: user.roles,
        }),
      };
    },
    // The app is first-party: consent is granted automatically for the scopes it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (ctx.oidc.client!.clientId !== options.clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: options.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile roles');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'roles']);
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
      RefreshToken: 24 * 60 * 60,
      ClientCredentials: 10 * 60,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(
        String(out.error_description ?? out.error),
      )}</p><p><a href="/">Go back to home</a></p></main></body></html>`;
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // Behind the site (or a load balancer): trust X-Forwarded-Host/Proto for the URLs it builds.
  provider.proxy = true;
  return provider;
}
