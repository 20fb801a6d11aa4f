/**
 * The Defender quiz's image data (block-catalogue.md §7: "loads a JSON file of image data from
 * the URL in images_data_url"): per combination of body, engine and pack, an image, a
 * description and the external configurator's address. Read without a schema library so the
 * view's chunk stays small; anything not of this shape is refused as a whole.
 */
export const DEFENDER_BODIES = ['90', '110'] as const;
export const DEFENDER_ENGINES = ['diesel', 'petrol'] as const;
export const DEFENDER_PACKS = ['adventurer', 'country', 'explorer', 'urban'] as const;

export interface DefenderCombination {
  /** Media-library id of the image. */
  image: string;
  alt: string;
  description: string;
  /** The external configurator, preset to this combination (https only). */
  configurator_url: string;
}

/** Combinations by key `<body>-<engine>-<pack>`, e.g. `110-diesel-explorer`. */
export type DefenderImagesData = Readonly<Record<string, DefenderCombination>>;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** The file's combinations, or `null` when it is not a `{ combinations: { … } }` of that shape. */
export function parseDefenderImagesData(json: unknown): DefenderImagesData | null {
  if (typeof json !== 'object' || json === null) return null;
  const combinations = (json as { combinations?: unknown }).combinations;
  if (typeof combinations !== 'object' || combinations === null || Array.isArray(combinations)) return null;
  const data: Record<string, DefenderCombination> = {};
  for (const [key, value] of Object.entries(combinations)) {
    const entry = value as Partial<DefenderCombination> | null;
    if (
      !/^(90|110)-(diesel|petrol)-(adventurer|country|explorer|urban)$/.test(key) ||
      typeof entry !== 'object' ||
      entry === null ||
      !isText(entry.image, 200) ||
      !isText(entry.alt ?? '', 300) ||
      !isText(entry.description, 2000) ||
      !isText(entry.configurator_url, 2000) ||
      !/^https:\/\/\S+$/.test(entry.configurator_url)
    ) {
      return null;
    }
    data[key] = { image: entry.image, alt: entry.alt ?? '', description: entry.description, configurator_url: entry.configurator_url };
  }
  return data;
}
