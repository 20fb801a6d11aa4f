import type { BlockSiteData } from '../site-data.js';

/** The setting whose value makes the maps Google Maps (site-shell.md §3 "general.maps_key"). */
export const MAPS_KEY_SETTING = 'general.maps_key';
/** The MapLibre style the maps use when no maps key is set. */
export const MAP_STYLE_SETTING = 'general.map_style_url';
/** OpenFreeMap's free vector style: no key, no account (the code default of the setting). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** Which map library draws the maps, from the site settings. */
export type MapProvider =
  | { kind: 'google'; apiKey: string }
  | { kind: 'maplibre'; styleUrl: string };

/** A setting of the site data, whichever shape the site passed (Map or plain object). */
export function siteSetting(settings: BlockSiteData['settings'], key: string): string {
  const value = settings instanceof Map ? settings.get(key) : (settings as Readonly<Record<string, string>>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Google Maps when the admin entered a maps key; otherwise MapLibre GL, which needs no key and
 * draws the style of `general.map_style_url` (default: OpenFreeMap).
 */
export function mapProvider(settings: BlockSiteData['settings']): MapProvider {
  const apiKey = siteSetting(settings, MAPS_KEY_SETTING);
  if (apiKey) return { kind: 'google', apiKey };
  return { kind: 'maplibre', styleUrl: siteSetting(settings, MAP_STYLE_SETTING) || DEFAULT_MAP_STYLE_URL };
}
