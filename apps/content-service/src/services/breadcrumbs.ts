import { sql, type SQL } from 'drizzle-orm';
import { localize, type Breadcrumb, type Locale, type LocalizedText } from '@forecourt/api-client';
import type { DatabaseHandle } from '../db/client.js';
import { preparedQuery } from '../db/prepared.js';
import { rowsOf } from '../db/rows.js';
import { LISTED_IN_BREADCRUMBS } from '../db/schema.js';
import type { ChangeFeed } from './changes.js';

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
 * the snapshot itself (its blocks make it large). Home's own dropdown is `homeDropdownQuery`.
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
    kids(owner, id, sort_key, title, path, page_type) as (
      select t.id, k.* from trail t cross join lateral (${firstChildren(sql`published_parent_id = t.id`)}) k
    )
    select 'trail' as kind, null::int as owner, depth, id, title, path, page_type, null::boolean as has_children
    from trail
    union all
    select 'child', k.owner, null, k.id, k.title, k.path, k.page_type, grandchild.found is not null
    from kids k ${grandchildOf('k')}
    union all
    (select 'home', null, null, id, published_title, null, null, null from pages
      where published_path_key = '/' and ${VISIBLE} and exists (select 1 from needs_home)
      order by published_at desc nulls last limit 1)`;
}

/** `grandchild.found` is set when the row `alias` has a listed child (one probe of the index, in its order). */
const grandchildOf = (alias: string) => sql`left join lateral (
      select 1 as found from pages where published_parent_id = ${sql.raw(alias)}.id and ${LISTED_IN_BREADCRUMBS}
      order by ${INDEX_ORDER} limit 1
    ) grandchild on true`;

/**
 * Home's dropdown, the same for every page: the first top-level pages and, as it always has,
 * pages whose parent visitors cannot see (hidden or deleted). Those parents are found by a loose
 * index scan over the distinct published parents: one index descent per parent page, so its cost
 * grows with the site, which is why the reader keeps its answer until pages change.
 */
export function homeDropdownQuery() {
  return sql`
    with recursive parents(id) as (
      (select published_parent_id from pages
        where published_parent_id is not null and ${LISTED_IN_BREADCRUMBS}
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
    top(id, sort_key, title, path, page_type) as (
      select top.* from (
        (${firstChildren(sql`published_parent_id is null`)})
        union all
        select k.* from hidden_parents h cross join lateral (${firstChildren(sql`published_parent_id = h.id`)}) k
      ) top
      order by top.sort_key limit ${LIMIT}
    )
    select 'child' as kind, null::int as owner, null::int as depth, t.id, t.title, t.path, t.page_type,
      grandchild.found is not null as has_children
    from top t ${grandchildOf('t')}`;
}

/** How long home's dropdown is kept at most, should a change notification be lost. */
const HOME_DROPDOWN_TTL_MS = 60_000;

/**
 * Breadcrumbs of a public page: home, then its ancestors from the root down, then the page;
 * each crumb lists (up to `BREADCRUMB_CHILDREN_LIMIT` of) its visible children for the dropdown.
 * The reader answers null when visitors cannot see the page. Home's dropdown is read once and
 * kept until a change arrives (any process's, through the change feed), so no request pays for
 * the site's size.
 */
export function createBreadcrumbReader(handle: Pick<DatabaseHandle, 'db' | 'kind'>, changes: Pick<ChangeFeed, 'invalidateOn'>) {
  const crumbRows = preparedQuery<CrumbRow>(handle, 'forecourt_breadcrumbs', crumbQuery);
  let home: { rows: Promise<CrumbRow[]>; until: number } | null = null;
  // A read that started before a change may hold what the change replaced: it is not kept.
  let generation = 0;
  changes.invalidateOn(() => {
    generation += 1;
    home = null;
  });
  const homeDropdown = (): Promise<CrumbRow[]> => {
    if (home && home.until > Date.now()) return home.rows;
    const startedIn = generation;
    const rows = handle.db.execute(homeDropdownQuery()).then((result) => rowsOf<CrumbRow>(result));
    const entry = { rows, until: Date.now() + HOME_DROPDOWN_TTL_MS };
    home = entry;
    rows.then(
      () => {
        if (generation !== startedIn && home === entry) home = null;
      },
      () => {
        if (home === entry) home = null;
      },
    );
    return rows;
  };
  return async (pageId: number, locale: Locale): Promise<Breadcrumb[] | null> => {
    const rows = await crumbRows(pageId);
    const needsHome = rows.some((row) => row.kind === 'trail' && row.depth === 0 && row.path !== '/');
    return toCrumbs(needsHome ? [...rows, ...(await homeDropdown())] : rows, locale);
  };
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
