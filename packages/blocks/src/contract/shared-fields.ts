import type { FieldDefinition } from './fields.js';

/** Shared fields of block-catalogue.md §3 "Shared fields", reused across templates. */
// Generic over the values so a select's stored type is the union of its options, not `string`.
// Editors see the labels ("White theme"), the data keeps the spec's values (`white-theme`).
export const options = <const V extends string>(labels: Record<V, string>): { label: string; value: V }[] =>
  (Object.keys(labels) as V[]).map((value) => ({ label: labels[value], value }));

export const headingField = {
  kind: 'string',
  key: 'heading',
  label: 'Heading',
  translatable: true,
  maxLength: 200,
} as const satisfies FieldDefinition;

export const headerTagField = {
  kind: 'select',
  key: 'header_tag',
  label: 'Heading level',
  options: [
    { label: 'H1', value: '1' },
    { label: 'H2', value: '2' },
    { label: 'H3', value: '3' },
    { label: 'H4', value: '4' },
    { label: 'H5', value: '5' },
    { label: 'H6', value: '6' },
  ],
  // h2: a page has one h1 (its hero or title); a block added below it must not make a second.
  default: '2',
} as const satisfies FieldDefinition;

export const paragraphField = {
  kind: 'text',
  key: 'paragraph',
  label: 'Paragraph',
  translatable: true,
  maxLength: 2000,
} as const satisfies FieldDefinition;

export const electrifiesField = {
  kind: 'bool',
  key: 'electrifies',
  label: 'Electrified styling',
  default: false,
} as const satisfies FieldDefinition;

export const colNumbersField = {
  kind: 'number',
  key: 'col-numbers',
  label: 'Columns',
  min: 1,
  max: 4,
  step: 1,
  integer: true,
  default: 3,
} as const satisfies FieldDefinition;

export const fontSizeField = {
  kind: 'select',
  key: 'font_size',
  label: 'Font size',
  options: options({ big: 'Big', 'small-size': 'Small' }),
  default: 'big',
} as const satisfies FieldDefinition;

export const dirField = {
  kind: 'select',
  key: 'dir',
  label: 'Text direction',
  options: options({ ltr: 'Left to right', rtl: 'Right to left' }),
  default: 'ltr',
} as const satisfies FieldDefinition;

export const themeOptions = options({
  'white-theme': 'White theme',
  'light-theme': 'Light theme',
  'grey-theme': 'Grey theme',
  'dark-theme': 'Dark theme',
});

export const boxColorField = {
  kind: 'select',
  key: 'box_color',
  label: 'Box colour',
  options: themeOptions,
  default: 'light-theme',
} as const satisfies FieldDefinition;

export const headerFontField = {
  kind: 'select',
  key: 'header_font',
  label: 'Heading font',
  options: options({ primary: 'Primary font', secondary: 'Secondary font' }),
  default: 'primary',
} as const satisfies FieldDefinition;

export const buttonsField = {
  kind: 'links',
  key: 'rdx-buttons',
  label: 'Buttons',
  translatable: true,
  max: 4,
} as const satisfies FieldDefinition;

export const linkField = {
  kind: 'link',
  key: 'rdx-link',
  label: 'Link',
  translatable: true,
} as const satisfies FieldDefinition;

/** `yt` (video reference): what the shell's video modal plays; see `resolveVideo` there. */
export const ytField = {
  kind: 'string',
  key: 'yt',
  label: 'Video',
  help: 'A YouTube link or video id, or the link of a video file (https://… or a site path /…). Adds a play button.',
  maxLength: 500,
  // Only what the video modal can play, so no other scheme (javascript:, data:) is ever stored.
  pattern: '[\\w-]{11}|https?://\\S+|/(?!/)\\S*',
  patternHint: 'must be a YouTube video id or a link starting with https://, http:// or /',
} as const satisfies FieldDefinition;

/**
 * Image presets of the 360 views (block-catalogue.md §3: "Image presets exist for exteriors and
 * interiors"): the frames of an exterior spin, and an interior's equirectangular panorama (2:1).
 */
export const EXTERIOR_IMAGE_SIZES = ['1600x900'] as const;
export const INTERIOR_IMAGE_SIZES = ['4096x2048'] as const;

/** `rdx-links`: a list of plain links (shown as text links, where `rdx-buttons` shows buttons). */
export const linksField = {
  kind: 'links',
  key: 'rdx-links',
  label: 'Links',
  translatable: true,
  max: 6,
} as const satisfies FieldDefinition;

/** `theme`: the block's background, the same choices as `box_color`. */
export const themeField = {
  kind: 'select',
  key: 'theme',
  label: 'Theme',
  options: themeOptions,
  default: 'white-theme',
} as const satisfies FieldDefinition;
