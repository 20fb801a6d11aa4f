import { sql, type SQL } from 'drizzle-orm';
import { localize, type Breadcrumb, type Locale, type LocalizedText } from '@forecourt/api-client';
import type { DatabaseHandle } from '../db/client.js';
import { preparedQuery } from '../db/prepared.js';
import { LISTED_IN_BREADCRUMBS } from '../db/schema.js';

/** A crumb's dropdown lists at most this many children (the first ones by path). */
export const BREADCRUMB_CHILDREN_LIMIT = 20;
// Inline in the statement, which is prepared with the page id as its only parameter.
const LIMIT = sql.raw(String(BREADCRUMB_CHILDREN_LIMIT));

/** Visible to visitors: published and with a published snapshot. */
const VISIBLE = sql.raw(`status = 'published' and published is not null`);

type CrumbRow = {
  /** 'trail': the page or an ancestor; 'child': a dropdown entry of `owner`; 'home': the home page. */
  kind: 'trail' | 'child' | 'home';
  /** The trail page whose dropdown lists this child; null = the home crumb's. */
  owner: number | null;
  /** Trail rows: 0 for the page, 1 for its parent, … */
  depth: number | null;
  id: number;
  title: LocalizedText | null;
  path: string | null;
  page_type: string | null;
  has_children: boolean | null;
};

/**
 * `order by` in the index's own order (parent, then path bytes): with it, walking the partial
 * index is the only plan without a sort, so the planner takes it even when statistics suggest a
 * parent with thousands of children (its estimate for "the first few" would otherwise favour a
 * scan that de-toasts every snapshot).
 */
const INDEX_ORDER = sql.raw(`published_parent_id, published_path_key collate "C"`);

/** The first listed children (by path) of the parent `parent`, with the fields a crumb shows. */
const firstChildren = (parent: SQL) => sql`
  select id, published_path_key collate "C" as sort_key, published_title as title,
    published_path as path, published_page_type as page_type
  from pages
  where ${parent} and ${LISTED_IN_BREADCRUMBS}
  order by ${INDEX_ORDER} limit ${LIMIT}`;

/**
 * One statement whose cost follows the trail's length, not the site's size: the page and its
 * visible ancestors (up `published_parent_id`, stopping at a hidden parent or a loop), at most
 * `BREADCRUMB_CHILDREN_LIMIT` listed children per crumb (one range of the partial index
 * `pages_breadcrumb_children_idx` each), whether each child has children (one index probe), and
 * the home page's title. It reads the snapshot's generated title, path and type columns, never
 * the snapshot itself (its blocks make it large).
 *
 * Home's dropdown holds the top-level pages and, as it always has, pages whose parent visitors
 * cannot see (hidden or deleted). Those parents are found by a loose index scan over the distinct
 * published parents (one index descent per parent page, not per page).
 */
export function crumbQuery(pageId: SQL) {
  return sql`
    with recursive trail(id, parent_id, depth, seen, title, path, page_type) as (
      select id, published_parent_id, 0, array[id], published_title, published_path, published_page_type
      from pages where id = ${pageId} and ${VISIBLE}
      union all
      select p.id, p.published_parent_id, t.depth + 1, t.seen || p.id,
        p.published_title, p.published_path, p.published_page_type
      from trail t join pages p on p.id = t.parent_id
      where p.status = 'published' and p.published is not null and p.id <> all(t.seen)
    ),
    needs_home as (select 1 from trail where depth = 0 and path <> '/'),
    parents(id) as (
      (select published_parent_id from pages
        where published_parent_id is not null and ${LISTED_IN_BREADCRUMBS}
          and exists (select 1 from needs_home)
        order by published_parent_id limit 1)
      union all
      select (select published_parent_id from pages
          where published_parent_id > parents.id and ${LISTED_IN_BREADCRUMBS}
          order by published_parent_id limit 1)
      from parents where parents.id is not null
    ),
    hidden_parents(id) as (
      select parents.id from parents
      left join lateral (
        select 1 as found from pages p
        where p.id = parents.id and p.status = 'published' and p.published is not null limit 1
      ) visible_parent on true
      where parents.id is not null and visible_parent.found is null
    ),
    kids(owner, id, sort_key, title, path, page_type) as (
      select t.id, k.* from trail t cross join lateral (${firstChildren(sql`published_parent_id = t.id`)}) k
      union all
      (select null::int, top.* from (
          (${firstChildren(sql`published_parent_id is null and exists (select 1 from needs_home)`)})
          union all
          select k.* from hidden_parents h cross join lateral (${firstChildren(sql`published_parent_id = h.id`)}) k
        ) top
        order by top.sort_key limit ${LIMIT})
    )
    select 'trail' as kind, null::int as owner, depth, id, title, path, page_type, null::boolean as has_children
    from trail
    union all
    select 'child', k.owner, null, k.id, k.title, k.path, k.page_type, grandchild.found is not null
    from kids k left join lateral (
      select 1 as found from pages where published_parent_id = k.id and ${LISTED_IN_BREADCRUMBS}
      order by ${INDEX_ORDER} limit 1
    ) grandchild on true
    union all
    (select 'home', null, null, id, published_title, null, null, null from pages
      where published_path_key = '/' and ${VISIBLE} and exists (select 1 from needs_home)
      order by published_at desc nulls last limit 1)`;
}

/**
 * Breadcrumbs of a public page: home, then its ancestors from the root down, then the page;
 * each crumb lists (up to `BREADCRUMB_CHILDREN_LIMIT` of) its visible children for the dropdown.
 * The reader answers null when visitors cannot see the page.
 */
export function createBreadcrumbReader(handle: Pick<DatabaseHandle, 'db' | 'kind'>) {
  const crumbRows = preparedQuery<CrumbRow>(handle, 'forecourt_breadcrumbs', crumbQuery);
  return async (pageId: number, locale: Locale): Promise<Breadcrumb[] | null> => toCrumbs(await crumbRows(pageId), locale);
}
export type BreadcrumbReader = ReturnType<typeof createBreadcrumbReader>;

function toCrumbs(rows: CrumbRow[], locale: Locale): Breadcrumb[] | null {
  const trail = rows.filter((row) => row.kind === 'trail').sort((a, b) => b.depth! - a.depth!);
  const target = trail.at(-1);
  if (!target) return null;

  const kidsOf = new Map<number | null, CrumbRow[]>();
  for (const row of rows) {
    if (row.kind === 'child') kidsOf.set(row.owner, [...(kidsOf.get(row.owner) ?? []), row]);
  }
  // SQL picks the first children in byte order of the lower-cased path; they are shown in the
  // order the trail always used.
  for (const kids of kidsOf.values()) kids.sort((a, b) => a.path!.localeCompare(b.path!));

  const title = (row: CrumbRow) => localize(row.title ?? {}, locale) || row.path!;
  const child = (row: CrumbRow, hierarchy: number): Breadcrumb => ({
    title: title(row),
    path: row.path!,
    hierarchy,
    skip_in_breadcrumbs: row.page_type === 'folder',
    has_children: row.has_children === true,
    children: [],
  });
  const crumb = (row: CrumbRow | null, hierarchy: number): Breadcrumb => {
    const kids = kidsOf.get(row?.id ?? null) ?? [];
    return {
      title: row ? title(row) : locale === 'pl' ? 'Strona główna' : 'Home',
      path: row?.path ?? '/',
      hierarchy,
      skip_in_breadcrumbs: row?.page_type === 'folder',
      has_children: kids.length > 0,
      children: kids.map((kid) => child(kid, hierarchy + 1)),
    };
  };

  const crumbs: Breadcrumb[] = [];
  if (target.path !== '/') {
    // Home heads every trail; its dropdown lists the top-level sections.
    const homeCrumb = crumb(null, 0);
    const home = rows.find((row) => row.kind === 'home');
    if (home) homeCrumb.title = localize(home.title ?? {}, locale) || homeCrumb.title;
    crumbs.push(homeCrumb);
  }
  trail.forEach((row, index) => crumbs.push(crumb(row, index + 1)));
  if (target.path === '/') crumbs[0]!.hierarchy = 0;
  return crumbs;
}
