import { asc, eq } from 'drizzle-orm';
import {
  SETTING_DEFINITIONS,
  SETTING_KEY_PATTERN,
  settingValueProblem,
  settingValueSchema,
  type AdminSetting,
  type Setting,
} from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { settings } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from './audit.js';
import type { ChangePublisher } from './changes.js';
import { parseBody } from './validation.js';

export function createSettingService(db: Database, changes: ChangePublisher) {
  return {
    /** Server values only; readers merge them over the code defaults. */
    async list(): Promise<Setting[]> {
      const rows = await db.select().from(settings).orderBy(asc(settings.key));
      return rows.map(({ id, key, value }) => ({ id, key, value }));
    },

    /** Every known key with its default and server value, then unknown server keys. */
    async adminList(): Promise<AdminSetting[]> {
      const server = new Map((await this.list()).map((s) => [s.key, s.value]));
      const known: AdminSetting[] = SETTING_DEFINITIONS.map((d) => ({
        key: d.key,
        default_value: d.default,
        value: server.get(d.key) ?? null,
        description: d.description,
      }));
      const knownKeys = new Set(SETTING_DEFINITIONS.map((d) => d.key));
      const extra: AdminSetting[] = [...server]
        .filter(([key]) => !knownKeys.has(key))
        .map(([key, value]) => ({ key, default_value: null, value, description: '' }));
      return [...known, ...extra];
    },

    async put(key: string, body: unknown, actor: string): Promise<Setting> {
      if (!SETTING_KEY_PATTERN.test(key)) {
        throw new HttpError(400, 'Invalid setting key', [
          { path: 'key', rule: 'pattern', message: 'Keys are dotted names of letters, digits, _ and -' },
        ]);
      }
      const { value } = parseBody(settingValueSchema, body);
      // Typed keys (choices, flags, numbers, JSON, URLs) refuse what the site could not use.
      const problem = settingValueProblem(key, value);
      if (problem) throw new HttpError(422, `Invalid value for ${key}: ${problem}`, [{ path: 'value', rule: 'type', message: problem }]);
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } })
          .returning();
        // The key only: values may be secrets (API keys).
        await recordAudit(tx, { actor, entity_type: 'setting', entity_id: key, action: 'update', summary: `Set ${key}` });
        return saved!;
      });
      await changes.publish({ scope: 'site', reason: 'setting_changed' });
      return { id: row.id, key: row.key, value: row.value };
    },

    async remove(key: string, actor: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(settings).where(eq(settings.key, key)).returning({ id: settings.id });
        if (deleted.length === 0) throw new HttpError(404, 'Setting not found');
        await recordAudit(tx, {
          actor,
          entity_type: 'setting',
          entity_id: key,
          action: 'delete',
          summary: `Removed the server value of ${key}`,
        });
      });
      await changes.publish({ scope: 'site', reason: 'setting_deleted' });
    },
  };
}
