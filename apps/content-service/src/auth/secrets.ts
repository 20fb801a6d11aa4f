import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

/**
 * A generated secret kept in the database, so restarts and replicas share it. The first
 * process to start creates it; the others read the stored one.
 */
export async function persistentSecret<T>(db: Database, key: string, create: () => T): Promise<T> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  if (existing) return existing.value as T;
  await db.insert(appSecrets).values({ key, value: create() }).onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  return stored!.value as T;
}

export const randomSecret = () => randomBytes(32).toString('base64url');

/** An RS256 signing key as a private JWK (for the embedded provider's ID tokens). */
export function createSigningJwk() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}
