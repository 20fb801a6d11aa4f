/** A place the map marks: a retailer, a dual frame map location. */
export interface MapPlace {
  id: string;
  /** Read out as the marker's name. */
  name: string;
  latitude: number;
  longitude: number;
}

/** What the map drawers (MapLibre, Google) take; `PlaceMap` adds consent and failure handling. */
export interface MapViewProps {
  places: readonly MapPlace[];
  /** The highlighted place; the map moves to it. */
  selectedId?: string | null | undefined;
  /** A marker was activated (click, Enter or Space). */
  onSelect?: ((id: string) => void) | undefined;
  /** The map's accessible name. */
  label: string;
  /** The name of the map's own focusable surface (how to move it by keyboard). */
  keyboardHint?: string | undefined;
  /** Zoom when the map shows one place (several places: fitted to their bounds). */
  zoom?: number | undefined;
  /** Called when the library or the browser (no WebGL) cannot draw the map. */
  onFail: (error: unknown) => void;
  /** MapLibre: the style URL (general.map_style_url). */
  styleUrl?: string | undefined;
  /** Google Maps: the API key (general.maps_key). */
  apiKey?: string | undefined;
}

/** Places with usable coordinates only: a retailer without a position is left off the map. */
export function placesWithPosition<T extends { latitude: number | null; longitude: number | null }>(
  items: readonly T[],
): (T & { latitude: number; longitude: number })[] {
  return items.filter(
    (item): item is T & { latitude: number; longitude: number } =>
      typeof item.latitude === 'number' &&
      typeof item.longitude === 'number' &&
      Number.isFinite(item.latitude) &&
      Number.isFinite(item.longitude) &&
      Math.abs(item.latitude) <= 90 &&
      Math.abs(item.longitude) <= 180,
  );
}
