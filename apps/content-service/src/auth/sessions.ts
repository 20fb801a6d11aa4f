import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { roles as knownRoles, type Role } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';

export const SESSION_COOKIE = 'forecourt_session';
/** Sessions last a working day. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface SessionUser {
  sub: string;
  name: string;
  email: string;
  roles: Role[];
}
export interface Session {
  id: string;
  user: SessionUser;
  csrf_token: string;
  id_token: string | null;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Keeps only the roles this app knows from an identity provider's `roles` claim. */
export function rolesFromClaim(claim: unknown): Role[] {
  const values = Array.isArray(claim) ? claim : typeof claim === 'string' ? claim.split(/[\s,]+/) : [];
  return knownRoles.filter((role) => values.includes(role));
}

export function createSessionStore(db: Database) {
  return {
    /** Creates a session; the returned token goes in the cookie, only its hash is stored. */
    async create(user: SessionUser, idToken: string | null): Promise<{ token: string; session: Session }> {
      const token = randomBytes(32).toString('base64url');
      const csrf = randomBytes(24).toString('base64url');
      const id = hash(token);
      await db.insert(sessions).values({
        id,
        sub: user.sub,
        name: user.name,
        email: user.email,
        roles: user.roles,
        csrf_token: csrf,
        id_token: idToken,
        expires_at: new Date(Date.now() + SESSION_TTL_MS),
      });
      // Opportunistic clean-up of expired sessions keeps the table small without a scheduler.
      await db.delete(sessions).where(lt(sessions.expires_at, new Date()));
      return { token, session: { id, user, csrf_token: csrf, id_token: idToken } };
    },

    async get(token: string | undefined): Promise<Session | null> {
      if (!token) return null;
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, hash(token)), gt(sessions.expires_at, new Date())));
      if (!row) return null;
      return {
        id: row.id,
        user: { sub: row.sub, name: row.name, email: row.email, roles: rolesFromClaim(row.roles) },
        csrf_token: row.csrf_token,
        id_token: row.id_token,
      };
    },

    async destroy(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
