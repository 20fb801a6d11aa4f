import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Database } from '../db/client.js';
import { media } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from './audit.js';
import type { ChangePublisher } from './changes.js';

/** Widths the image endpoint renders (site-shell.md §7), plus 1600 for full-width heroes. */
export const IMAGE_WIDTHS = [180, 320, 376, 430, 720, 1180, 1600] as const;
/** Largest upload accepted by `POST /admin_api/media`. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

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
  created_at: string;
  /** A ready-to-use URL of the 720 px rendition. */
  preview_url: string;
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
    created_at: media.created_at,
  };
  const toItem = (row: Omit<typeof media.$inferSelect, 'data'>): MediaItem => ({
    ...row,
    created_at: row.created_at.toISOString(),
    preview_url: `/api/v1/image/${encodeURIComponent(row.id)}/w/720`,
  });

  return {
    async list(): Promise<MediaItem[]> {
      const rows = await db.select(columns).from(media).orderBy(desc(media.created_at), media.id);
      return rows.map(toItem);
    },

    /** Stores an uploaded (or generated) image; anything sharp cannot read is refused. */
    async add(input: { data: Buffer; filename: string; alt?: string; id?: string }, actor: string): Promise<MediaItem> {
      let meta: Metadata;
      try {
        meta = await sharp(input.data).metadata();
      } catch {
        throw new HttpError(400, 'The file is not an image', [{ path: 'file', rule: 'image', message: 'Unreadable image' }]);
      }
      const mime = meta.format === 'png' ? 'image/png' : meta.format === 'webp' ? 'image/webp' : 'image/jpeg';
      const row = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(media)
          .values({
            id: input.id ?? randomUUID(),
            filename: input.filename,
            mime_type: mime,
            width: meta.width ?? 0,
            height: meta.height ?? 0,
            bytes: input.data.length,
            alt: input.alt ?? '',
            data: input.data,
          })
          .returning(columns);
        await recordAudit(tx, {
          actor,
          entity_type: 'media',
          entity_id: stored!.id,
          action: 'create',
          summary: `Uploaded ${stored!.filename} (${stored!.width}×${stored!.height})`,
        });
        return stored!;
      });
      // Nothing can show an image before it exists, so this is caution: caches that resolved an
      // image id (to a missing image) start over.
      await changes.publish({ scope: 'site', reason: 'media_added' });
      return toItem(row);
    },

    /**
     * The image `id` at `width` (never enlarged). Renditions are cached on disk under
     * `<dataDir>/media`, so each size is computed once per replica.
     */
    async rendition(id: string, widthText: string): Promise<{ body: Buffer; mime: string }> {
      const width = canonicalWidth(widthText);
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw new HttpError(404, 'Image not found');
      const [meta] = await db.select({ mime: media.mime_type }).from(media).where(eq(media.id, id));
      if (!meta) throw new HttpError(404, 'Image not found');
      const output = OUTPUT[meta.mime] ?? JPEG;
      const file = join(cacheDir, `w${width}`, `${id}.${output.ext}`);
      try {
        return { body: await readFile(file), mime: output.mime };
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
      return { body, mime: output.mime };
    },
  };
}
