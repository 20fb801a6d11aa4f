import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AdminUser, Role, UserDirectory } from '@forecourt/api-client';
import { rolesFromClaim, type SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import { sessions, signIns as signInsTable, users } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { actorOf, recordAudit } from './audit.js';

/** The last sign-in of one subject: who, with which roles their token gave, and when. */
interface SignInRecord {
  sub: string;
  name: string;
  email: string;
  roles: string[];
  at: string;
}

/** Role changes of the embedded provider's accounts, one at a time (the last-admin check). */
const ROLE_CHANGE_LOCK = 7_413_001;

const hasAdmin = sql`${users.roles} @> '["admin"]'::jsonb`;

export function createUserDirectory(db: Database, options: { issuer: string; embedded: boolean }) {
  // Inside a transaction pass it: PGlite has one connection, which the transaction holds.
  const signIns = async (reader: Pick<Database, 'select'> = db): Promise<Map<string, SignInRecord>> => {
    const rows = await reader.select().from(signInsTable);
    return new Map(
      rows.map((row) => [row.sub, { sub: row.sub, name: row.name, email: row.email, roles: row.roles, at: row.signed_in_at.toISOString() }]),
    );
  };

  return {
    /** Remembers a completed sign-in (called by the callback). */
    async recordSignIn(user: SessionUser): Promise<void> {
      const record = { name: user.name, email: user.email, roles: user.roles, signed_in_at: new Date() };
      await db
        .insert(signInsTable)
        .values({ sub: user.sub, ...record })
        .onConflictDoUpdate({ target: signInsTable.sub, set: record });
    },

    /** Every user the provider knows: accounts (embedded), or everyone who signed in (external). */
    async list(): Promise<UserDirectory> {
      const seen = await signIns();
      const list: AdminUser[] = options.embedded
        ? (await db.select().from(users).orderBy(asc(users.name), asc(users.id))).map((row) => ({
            id: String(row.id),
            name: row.name,
            email: row.email,
            roles: rolesFromClaim(row.roles),
            last_sign_in_at: seen.get(String(row.id))?.at ?? null,
          }))
        : [...seen.values()]
            .map((record) => ({
              id: record.sub,
              name: record.name,
              email: record.email,
              roles: rolesFromClaim(record.roles),
              last_sign_in_at: record.at,
            }))
            .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
      return { provider: options.embedded ? 'embedded' : 'external', issuer: options.issuer, roles_editable: options.embedded, users: list };
    },

    /**
     * Sets an account's roles (embedded provider only), audited. Live sessions of that user get
     * the new roles at once, so a removed role stops working now, not at their next sign-in.
     */
    async setRoles(actor: SessionUser, id: string, roles: Role[]): Promise<AdminUser> {
      if (!options.embedded) {
        throw new HttpError(409, `Roles are managed in the sign-in provider (${options.issuer}): change them there`);
      }
      const userId = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : NaN;
      if (!(userId <= 2_147_483_647)) throw new HttpError(404, 'User not found');
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (!user) throw new HttpError(404, 'User not found');
        const before = rolesFromClaim(user.roles);
        if (before.includes('admin') && !roles.includes('admin')) {
          if (actor.sub === String(userId)) {
            throw new HttpError(409, 'You cannot remove your own admin role: another admin has to do it');
          }
          const [other] = await tx.select({ id: users.id }).from(users).where(and(hasAdmin, ne(users.id, userId))).limit(1);
          if (!other) throw new HttpError(409, `${user.email} is the last admin: give someone else the admin role first`);
        }
        const after = [...roles].sort();
        await tx.update(users).set({ roles: after, updated_at: new Date() }).where(eq(users.id, userId));
        await tx.update(sessions).set({ roles: after }).where(eq(sessions.sub, String(userId)));
        await recordAudit(tx, {
          actor: actorOf(actor),
          entity_type: 'user',
          entity_id: userId,
          action: 'update',
          summary: `Changed the roles of ${user.email}: ${describe(before)} → ${describe(after)}`,
        });
        const seen = await signIns(tx);
        return { id: String(userId), name: user.name, email: user.email, roles: rolesFromClaim(after), last_sign_in_at: seen.get(String(userId))?.at ?? null };
      });
    },
  };
}

const describe = (roles: string[]) => (roles.length > 0 ? [...roles].sort().join(', ') : 'no role');

export type UserDirectoryService = ReturnType<typeof createUserDirectory>;
