import { CTA_LINK_TYPES, type CtaLinkType } from '@forecourt/ui';

/** Setting holding the menu's items (a JSON list). */
export const FAB_SETTING_KEY = 'general.global_fab';
/** Setting switching the menu to secondary mode. */
export const FAB_SECONDARY_SETTING_KEY = 'general.global_fab_secondary';
/** Items kept in secondary mode (site-shell.md §9). */
export const FAB_SECONDARY_MAX_ITEMS = 3;
/** Size of the round button, in px (site-shell.md §9). */
export const FAB_BUTTON_SIZE = 55;
/** How long a touch on the button keeps it highlighted, in ms (site-shell.md §9). */
export const FAB_TOUCH_HIGHLIGHT_MS = 200;
/** Logged when the setting is not a JSON list (site-shell.md §5). */
export const FAB_INVALID_SETTING_WARNING =
  "Floating action menu: the setting value is not a JSON list, so no quick links are shown. Check the 'general.global_fab' key in the settings.";

/** A quick link of the floating action menu. */
export interface FabItem {
  /** Address (or form id for `form` items). */
  link: string;
  label: string;
  target: '_self' | '_blank';
  type: CtaLinkType;
  /** Icon name from the theme's icon set, if any. */
  icon?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * One item of the setting. Both shapes seen are accepted: `{ link: '/url', label, target, type,
 * icon }` and `{ link: { url, link_text, target, type }, icon }`; the flat fields win. Items
 * without an address or a label cannot be shown and are dropped.
 */
function toItem(raw: unknown): FabItem | null {
  if (!isRecord(raw)) return null;
  const nested = isRecord(raw['link']) ? raw['link'] : {};
  const link = text(raw['link']) || text(nested['url']);
  const label = text(raw['label']) || text(nested['link_text']);
  if (!link || !label) return null;
  const target = (text(raw['target']) || text(nested['target'])) === '_blank' ? '_blank' : '_self';
  const rawType = text(raw['type']) || text(nested['type']);
  const type = (CTA_LINK_TYPES as readonly string[]).includes(rawType)
    ? (rawType as CtaLinkType)
    : 'internal';
  const icon = text(raw['icon']);
  return icon ? { link, label, target, type, icon } : { link, label, target, type };
}

/**
 * Items of the `general.global_fab` setting (site-shell.md §5): the value must parse as JSON and
 * be a list, else there are none and a console warning names the key. An unset or blank value is
 * simply "not configured" (no warning). In secondary mode only the first 3 items are kept.
 */
export function parseFabItems(
  value: string | null | undefined,
  {
    secondary = false,
    warn = console.warn,
  }: { secondary?: boolean; warn?: (message: string) => void } = {},
): FabItem[] {
  if (value === null || value === undefined || value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    warn(FAB_INVALID_SETTING_WARNING);
    return [];
  }
  if (!Array.isArray(parsed)) {
    warn(FAB_INVALID_SETTING_WARNING);
    return [];
  }
  const items = parsed.map(toItem).filter((item): item is FabItem => item !== null);
  return secondary ? items.slice(0, FAB_SECONDARY_MAX_ITEMS) : items;
}

/** The `general.global_fab_secondary` flag: `true`, 'true' or '1' (any case) switch it on. */
export function parseFabSecondary(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  const normalized = (value ?? '').trim().toLowerCase();
  return normalized === 'true' || normalized === '1';
}
