import { inArray } from 'drizzle-orm';
import type { FormsSettingKey } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { formsSettings } from '../db/schema.js';

/**
 * Forms settings as the outbox reads them, at delivery time (not at submission): a CRM URL or
 * token corrected after a failure is what "fix" sends with.
 */
export async function readFormsSettings<K extends FormsSettingKey>(db: Database, keys: K[]): Promise<Partial<Record<K, string>>> {
  const rows = await db.select({ key: formsSettings.key, value: formsSettings.value }).from(formsSettings).where(inArray(formsSettings.key, keys));
  return Object.fromEntries(rows.filter((row) => row.value.trim() !== '').map((row) => [row.key, row.value.trim()])) as Partial<Record<K, string>>;
}
