import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import {
  localize,
  MEDIA_BUCKETS,
  MEDIA_MAX_PIXELS,
  MEDIA_TYPES,
  mediaUpdateSchema,
  type MediaBucket,
  type MediaUsage,
} from '@forecourt/api-client';
import { containsAnyCase } from '../db/any-case.js';
import type { Database } from '../db/client.js';
import { media, navEntries, pages, vehicles } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from './audit.js';
import type { ChangePublisher } from './changes.js';
import { parseBody } from './validation.js';

/** Widths the image endpoint renders (site-shell.md §7), plus 1600 for full-width heroes. */
export const IMAGE_WIDTHS = [180, 320, 376, 430, 720, 1180, 1600] as const;
/** Largest upload accepted by `POST /admin_api/media` and `PUT /admin_api/media/{id}/file`. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Ids the image route serves. */
const SERVED_ID = /^[A-Za-z0-9_-]{1,100}$/;

const WIDTH_SPELLINGS = new Map<string, number>(IMAGE_WIDTHS.map((width) => [String(width), width]));

/**
 * The width a URL names, accepted only in its one decimal spelling (`720`): `0720`, `720.0`,
 * `7.2e2` or `+720` would be other URLs for the same rendition, each cached on its own by
 * browsers and CDNs. Anything else answers 400.
 */
export function canonicalWidth(text: string): number {
  const width = WIDTH_SPELLINGS.get(text);
  if (width === undefined) throw new HttpError(400, `Width must be one of ${IMAGE_WIDTHS.join(', ')}, written as such`);
  return width;
}

const OUTPUT: Record<string, { format: 'jpeg' | 'png' | 'webp'; mime: string; ext: string }> = {
  'image/png': { format: 'png', mime: 'image/png', ext: 'png' },
  'image/webp': { format: 'webp', mime: 'image/webp', ext: 'webp' },
};
const JPEG = { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg' } as const;

export interface MediaItem {
  id: string;
  filename: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  alt_text: Partial<Record<string, string>>;
  bucket: MediaBucket;
  focus: { x: number; y: number };
  version: number;
  created_at: string;
  updated_at: string;
  /** A ready-to-use URL of the 720 px rendition. */
  preview_url: string;
}

/** An uploaded file as the media library receives it. */
export interface MediaFile {
  data: Buffer;
  filename: string;
  /** The type the browser declared, if any. */
  type?: string;
}

const isBucket = (value: unknown): value is MediaBucket => typeof value === 'string' && (MEDIA_BUCKETS as readonly string[]).includes(value);

/**
 * Reads an uploaded file: 415 unless it is (and says it is) a JPEG, PNG or WebP; 422 when it
 * cannot be decoded or is too large to render.
 */
async function inspect(file: MediaFile): Promise<{ mime: string; width: number; height: number }> {
  const accepted = `Only JPEG, PNG and WebP images can be uploaded`;
  if (file.type && file.type !== 'application/octet-stream' && !(MEDIA_TYPES as readonly string[]).includes(file.type)) {
    throw new HttpError(415, `${accepted}; ${file.filename} is ${file.type}`, [{ path: 'file', rule: 'type', message: accepted }]);
  }
  let meta: Metadata;
  try {
    meta = await sharp(file.data).metadata();
    // The header alone can be fine over broken image data: decode it all once (a small rendition)
    // so a file that could never be shown is refused now, not on every page that asks for it.
    await sharp(file.data).resize({ width: 64, withoutEnlargement: true }).toBuffer();
  } catch {
    throw new HttpError(422, `${file.filename} could not be read as an image`, [{ path: 'file', rule: 'image', message: 'Unreadable image' }]);
  }
  const mime = meta.format === 'png' ? 'image/png' : meta.format === 'webp' ? 'image/webp' : meta.format === 'jpeg' ? 'image/jpeg' : null;
  if (!mime) {
    throw new HttpError(415, `${accepted}; ${file.filename} is ${meta.format ?? 'of an unknown type'}`, [{ path: 'file', rule: 'type', message: accepted }]);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1 || width * height > MEDIA_MAX_PIXELS) {
    const message = `Images may have up to ${MEDIA_MAX_PIXELS / 1_000_000} megapixels; ${file.filename} is ${width}×${height}`;
    throw new HttpError(422, message, [{ path: 'file', rule: 'dimensions', message }]);
  }
  return { mime, width, height };
}

/** Whether `value` (block data) holds an image value `{ id: mediaId, … }` anywhere. */
function refersTo(value: unknown, mediaId: string): boolean {
  if (Array.isArray(value)) return value.some((item) => refersTo(item, mediaId));
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (record.id === mediaId) return true;
  return Object.values(record).some((item) => refersTo(item, mediaId));
}

export function createMediaService(db: Database, dataDir: string, changes: ChangePublisher) {
  const cacheDir = join(dataDir, 'media');
  const columns = {
    id: media.id,
    filename: media.filename,
    mime_type: media.mime_type,
    width: media.width,
    height: media.height,
    bytes: media.bytes,
    alt: media.alt,
    alt_text: media.alt_text,
    bucket: media.bucket,
    focus_x: media.focus_x,
    focus_y: media.focus_y,
    version: media.version,
    created_at: media.created_at,
    updated_at: media.updated_at,
  };
  type Row = { [K in keyof typeof columns]: (typeof media.$inferSelect)[K] };
  const toItem = ({ focus_x, focus_y, ...row }: Row): MediaItem => ({
    ...row,
    bucket: isBucket(row.bucket) ? row.bucket : 'pages',
    alt_text: { ...(row.alt ? { en: row.alt } : {}), ...row.alt_text },
    focus: { x: focus_x, y: focus_y },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    preview_url: `/api/v1/image/${encodeURIComponent(row.id)}/w/720`,
  });
  const find = async (id: string): Promise<Row> => {
    const [row] = await db.select(columns).from(media).where(eq(media.id, id));
    if (!row) throw new HttpError(404, 'Image not found');
    return row;
  };

  const service = {
    /** Newest first; `q` matches file names and alternative texts, `bucket` narrows to one bucket. */
    async list(query: { q?: string; bucket?: string } = {}): Promise<MediaItem[]> {
      const where: SQL[] = [];
      if (query.bucket) where.push(eq(media.bucket, query.bucket));
      const q = query.q?.trim();
      if (q) {
        where.push(
          or(containsAnyCase(media.filename, q), containsAnyCase(media.id, q), containsAnyCase(sql`${media.alt_text}::text`, q))!,
        );
      }
      const rows = await db
        .select(columns)
        .from(media)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(media.created_at), media.id);
      return rows.map(toItem);
    },

    async get(id: string): Promise<MediaItem> {
      return toItem(await find(id));
    },

    /** Stores an uploaded (or generated) image: 415 for other types, 422 for unreadable or huge ones. */
    async add(input: MediaFile & { alt?: string; id?: string; bucket?: string }, actor: string): Promise<MediaItem> {
      const meta = await inspect(input);
      const row = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(media)
          .values({
            id: input.id ?? randomUUID(),
            filename: input.filename,
            mime_type: meta.mime,
            width: meta.width,
            height: meta.height,
            bytes: input.data.length,
            alt: input.alt ?? '',
            alt_text: input.alt ? { en: input.alt } : {},
            bucket: isBucket(input.bucket) ? input.bucket : 'pages',
            data: input.data,
          })
          .returning(columns);
        await recordAudit(tx, {
          actor,
          entity_type: 'media',
          entity_id: stored!.id,
          action: 'create',
          summary: `Uploaded ${stored!.filename} (${stored!.width}×${stored!.height}) to ${stored!.bucket}`,
        });
        return stored!;
      });
      // Nothing can show an image before it exists, so this is caution: caches that resolved an
      // image id (to a missing image) start over.
      await changes.publish({ scope: 'site', reason: 'media_added' });
      return toItem(row);
    },

    /** Alternative texts, bucket, focal point. */
    async update(id: string, body: unknown, actor: string): Promise<MediaItem> {
      const input = parseBody(mediaUpdateSchema, body);
      const current = await find(id);
      const alt_text = input.alt_text ? { ...toItem(current).alt_text, ...input.alt_text } : undefined;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(media)
          .set({
            ...(alt_text ? { alt_text, alt: alt_text.en ?? '' } : {}),
            ...(input.bucket ? { bucket: input.bucket } : {}),
            ...(input.focus ? { focus_x: input.focus.x, focus_y: input.focus.y } : {}),
            updated_at: new Date(),
          })
          .where(eq(media.id, id))
          .returning(columns);
        if (!updated) throw new HttpError(404, 'Image not found');
        const what = [input.alt_text ? 'alternative text' : '', input.bucket ? 'bucket' : '', input.focus ? 'focal point' : ''].filter(Boolean);
        await recordAudit(tx, {
          actor,
          entity_type: 'media',
          entity_id: id,
          action: 'update',
          summary: `Changed ${what.join(', ') || 'nothing'} of ${updated.filename}`,
        });
        return updated;
      });
      await changes.publish({ scope: 'site', reason: 'media_updated' });
      return toItem(row);
    },

    /** A new file for the same id: pages using the image show it; the focal point is kept. */
    async replace(id: string, file: MediaFile, actor: string): Promise<MediaItem> {
      const current = await find(id);
      const meta = await inspect(file);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(media)
          .set({
            filename: file.filename,
            mime_type: meta.mime,
            width: meta.width,
            height: meta.height,
            bytes: file.data.length,
            data: file.data,
            version: sql`${media.version} + 1`,
            updated_at: new Date(),
          })
          .where(eq(media.id, id))
          .returning(columns);
        if (!updated) throw new HttpError(404, 'Image not found');
        await recordAudit(tx, {
          actor,
          entity_type: 'media',
          entity_id: id,
          action: 'update',
          summary: `Replaced the file of ${current.filename} with ${updated.filename} (${updated.width}×${updated.height})`,
        });
        return updated;
      });
      await changes.publish({ scope: 'site', reason: 'media_replaced' });
      return toItem(row);
    },

    /** Pages (draft or published blocks), navigation entries and vehicles that show the image. */
    async usage(id: string): Promise<MediaUsage> {
      await find(id);
      // A cheap text match narrows the pages; the walk below confirms an image value names the id.
      const needle = `%${JSON.stringify(id).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const candidates = await db
        .select({ id: pages.id, path: pages.path, title: pages.title, blocks: pages.blocks, published: pages.published })
        .from(pages)
        .where(or(sql`${pages.blocks}::text like ${needle}`, sql`${pages.published}::text like ${needle}`))
        .orderBy(pages.path);
      const usedPages = candidates.flatMap((page) => {
        const blocks = [...page.blocks, ...(page.published?.blocks ?? [])].filter((block) => refersTo(block.data, id));
        if (blocks.length === 0) return [];
        return [
          {
            id: page.id,
            path: page.path,
            title: localize(page.title, 'en'),
            blocks: [...new Set(blocks.map((block) => `${block.template} (${block.id})`))],
            published: (page.published?.blocks ?? []).some((block) => refersTo(block.data, id)),
          },
        ];
      });
      const entries = await db
        .select({ id: navEntries.id, label: navEntries.label, locale: navEntries.locale })
        .from(navEntries)
        .where(eq(navEntries.image_id, id))
        .orderBy(navEntries.locale, navEntries.id);
      const [cars] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(vehicles)
        .where(sql`${vehicles.images} @> ${JSON.stringify([id])}::jsonb`);
      return { pages: usedPages, nav_entries: entries, vehicles: cars?.count ?? 0 };
    },

    /** Deletes an image nothing uses; 409 (naming the users) otherwise. */
    async remove(id: string, actor: string): Promise<void> {
      const used = await service.usage(id);
      const users = [
        ...used.pages.map((page) => `page ${page.path}`),
        ...used.nav_entries.map((entry) => `navigation entry "${entry.label}" (${entry.locale})`),
        ...(used.vehicles ? [`${used.vehicles} ${used.vehicles === 1 ? 'vehicle' : 'vehicles'}`] : []),
      ];
      if (users.length > 0) throw new HttpError(409, `The image is still used by ${users.join(', ')}; remove it there first`);
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(media).where(eq(media.id, id)).returning({ filename: media.filename });
        if (!deleted) throw new HttpError(404, 'Image not found');
        await recordAudit(tx, { actor, entity_type: 'media', entity_id: id, action: 'delete', summary: `Deleted ${deleted.filename}` });
      });
      await changes.publish({ scope: 'site', reason: 'media_deleted' });
    },

    /**
     * A stylesheet that keeps each image's focal point in view wherever it is cropped
     * (`object-fit: cover`): one `object-position` rule per image whose focal point is not the centre.
     */
    async focusCss(): Promise<string> {
      const rows = await db
        .select({ id: media.id, x: media.focus_x, y: media.focus_y })
        .from(media)
        .where(or(sql`${media.focus_x} <> 50`, sql`${media.focus_y} <> 50`))
        .orderBy(media.id);
      // Only ids the image route serves (letters, digits, _ and -) can appear in a src, and they
      // need no escaping inside the quoted selector.
      return rows
        .filter((row) => SERVED_ID.test(row.id))
        .map((row) => `img[src*="/api/v1/image/${row.id}/"]{object-position:${row.x}% ${row.y}%}`)
        .join('\n');
    },

    /**
     * The image `id` at `width` (never enlarged). Renditions are cached on disk under
     * `<dataDir>/media`, named by the file's version, so each size is computed once per replica
     * and a replaced file is never served from an old rendition.
     */
    async rendition(id: string, widthText: string): Promise<{ body: Buffer; mime: string; etag: string }> {
      const width = canonicalWidth(widthText);
      if (!SERVED_ID.test(id)) throw new HttpError(404, 'Image not found');
      const [meta] = await db.select({ mime: media.mime_type, version: media.version }).from(media).where(eq(media.id, id));
      if (!meta) throw new HttpError(404, 'Image not found');
      const output = OUTPUT[meta.mime] ?? JPEG;
      const etag = `"${id}-v${meta.version}-w${width}"`;
      const file = join(cacheDir, `w${width}`, `${id}.v${meta.version}.${output.ext}`);
      try {
        return { body: await readFile(file), mime: output.mime, etag };
      } catch {
        // Not cached yet: render below.
      }
      const [row] = await db.select({ data: media.data }).from(media).where(eq(media.id, id));
      if (!row) throw new HttpError(404, 'Image not found');
      const body = await sharp(row.data)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toFormat(output.format, output.format === 'jpeg' ? { quality: 82, mozjpeg: true } : {})
        .toBuffer();
      await mkdir(join(cacheDir, `w${width}`), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
      return { body, mime: output.mime, etag };
    },
  };
  return service;
}
