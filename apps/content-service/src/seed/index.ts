import { sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { media, metaheadVersions, metaheads, navEntries, pageRevisions, pages, settings, users, type PageContent } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { compileMetahead, versionedFields } from '../services/metaheads.js';
import { blockIssues } from '../services/validation.js';
import { LANG_SWITCH_URL, SEED_ACCOUNTS, SEED_METAHEADS, SEED_NAV, SEED_PAGES, SEED_SETTINGS, type SeedNav } from './content.js';
import { renderSeedImage, SEED_IMAGES } from './images.js';
import { seedForms, vehicleEnquirySettings, withSeedForms } from './forms.js';
import { seedInventory } from './inventory.js';
import { inventoryPages } from './inventory-pages.js';
import { seedModelSpecs } from './model-specs.js';
import { seedOffers } from './offers.js';
import sharp from 'sharp';

/** Key of the advisory lock that keeps two starting replicas from seeding at once. */
const SEED_LOCK = 7_410_001;

/**
 * Seeds the demo site when the database has no pages (and the three accounts when it has no
 * users). Runs in one transaction under an advisory lock, so it is all-or-nothing and safe
 * when several processes start together.
 */
export async function seedDatabase(db: Database): Promise<{ seeded: boolean }> {
  // Rendered outside the transaction: CPU work should not hold the lock.
  const images = await Promise.all(
    SEED_IMAGES.map(async (image) => ({ image, data: await renderSeedImage(image) })),
  );
  const passwords = await Promise.all(SEED_ACCOUNTS.map((account) => hashPassword(account.password)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);

    const [{ count: userCount }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
    if (userCount === 0) {
      await tx.insert(users).values(
        SEED_ACCOUNTS.map((account, index) => ({
          email: account.email,
          name: account.name,
          password_hash: passwords[index]!,
          roles: account.roles,
        })),
      );
    }

    // The demo inventory is seeded on its own: it is added to databases seeded before it existed.
    await seedInventory(tx as unknown as Database);
    await seedOffers(tx as unknown as Database, LOCALES);
    await seedModelSpecs(tx as unknown as Database);
    // After the inventory: each seeded dealer becomes a retailer a form can offer.
    const formIds = await seedForms(tx as unknown as Database);

    const [{ count: pageCount }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(pages)) as [{ count: number }];
    if (pageCount > 0) return { seeded: false };

    for (const { image, data } of images) {
      const meta = await sharp(data).metadata();
      await tx
        .insert(media)
        .values({
          id: image.id,
          filename: image.filename,
          mime_type: 'image/jpeg',
          width: meta.width ?? image.width,
          height: meta.height ?? image.height,
          bytes: data.length,
          alt: image.alt,
          alt_text: { en: image.alt },
          // The library's buckets: inventory photos and 360 frames apart from page images.
          bucket: /^seed-(car|spin|cabin)-/.test(image.id) ? 'cars' : image.id === 'seed-offers' ? 'offers' : 'pages',
          data,
        })
        .onConflictDoNothing();
    }

    await tx
      .insert(settings)
      .values(
        Object.entries({ ...SEED_SETTINGS, ...(formIds ? vehicleEnquirySettings(formIds.vehicleEnquiry) : {}) }).map(
          ([key, value]) => ({ key, value }),
        ),
      )
      .onConflictDoNothing();

    const ids = new Map<string, number>();
    const now = new Date();
    for (const seed of [...(formIds ? withSeedForms(SEED_PAGES, formIds) : SEED_PAGES), ...inventoryPages(formIds)]) {
      const issues = blockIssues(seed.blocks);
      if (issues.length > 0) throw new Error(`Seed page ${seed.path} has invalid blocks: ${JSON.stringify(issues)}`);
      const { key, parent, status, ...rest } = seed;
      const content: PageContent = { ...rest, parent_id: parent ? ids.get(parent)! : null };
      const [row] = await tx
        .insert(pages)
        .values({
          ...content,
          path_key: content.path.toLowerCase(),
          status,
          version: 1,
          published: content,
          published_path_key: content.path.toLowerCase(),
          published_version: 1,
          published_at: now,
          created_by: 'seed',
          updated_by: 'seed',
        })
        .returning({ id: pages.id });
      ids.set(key, row!.id);
      await tx.insert(pageRevisions).values([
        { page_id: row!.id, version: 1, action: 'create', status: 'draft', content, created_by: 'seed' },
        { page_id: row!.id, version: 1, action: 'publish', status, content, created_by: 'seed' },
      ]);
    }

    const seededMetaheads = await Promise.all(
      SEED_METAHEADS.map(async (m) => ({
        name: m.name,
        language: m.language,
        source: m.source,
        content: await compileMetahead(m.language, m.source),
        sequence: m.sequence,
        in_body: m.in_body,
        reload_on_each_page: m.reload_on_each_page,
        page_id: m.page ? ids.get(m.page)! : null,
      })),
    );
    // Each seeded metahead starts with its first version (no one saved it: actor null).
    const inserted = await tx.insert(metaheads).values(seededMetaheads).returning();
    if (inserted.length > 0) {
      await tx.insert(metaheadVersions).values(
        inserted.map((m) => ({ metahead_id: m.id, version: 1, ...versionedFields(m), actor: null })),
      );
    }

    for (const locale of LOCALES) await insertNav(tx as unknown as Database, SEED_NAV, null, locale);
    return { seeded: true };
  });
}

async function insertNav(db: Database, entries: SeedNav[], parentId: number | null, locale: Locale) {
  for (const [index, entry] of entries.entries()) {
    const metadata = { ...entry.metadata };
    if (metadata.type === 'lang') Object.assign(metadata, { translation: locale === 'en' ? 'pl' : 'en' });
    if (locale === 'en' && metadata.offerButtonLabel) metadata.offerButtonLabel = 'Offer';
    const [row] = await db
      .insert(navEntries)
      .values({
        locale,
        parent_id: parentId,
        position: index,
        label: entry.label[locale],
        url: metadata.type === 'lang' ? LANG_SWITCH_URL[locale] : (entry.url ?? null),
        description: entry.description?.[locale] ?? null,
        image_id: entry.image_id ?? null,
        disclaimer: entry.disclaimer?.[locale] ?? null,
        metadata,
      })
      .returning({ id: navEntries.id });
    if (entry.children) await insertNav(db, entry.children, row!.id, locale);
  }
}
