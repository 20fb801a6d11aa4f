import {
  defineTemplate,
  headerTagField,
  headingField,
  themeOptions,
  type FieldDefinition,
} from '../contract/index.js';

const text = <const K extends string>(key: K, label: string, maxLength = 120) =>
  ({
    kind: 'string',
    key,
    label,
    help: 'Empty uses the default text of the page’s language.',
    translatable: true,
    maxLength,
  }) as const satisfies FieldDefinition;

const richText = <const K extends string>(key: K, label: string, help: string) =>
  ({
    kind: 'markdown',
    format: 'html',
    key,
    label,
    help,
    translatable: true,
    maxLength: 5000,
  }) as const satisfies FieldDefinition;

/**
 * Map update (block-catalogue.md §2 "Multi-step blocks", §3 "Map update", §8): a wizard of three
 * steps — the VIN, the map package with the terms, the download link. Every text a visitor reads
 * is a field (the spec's "many text fields for the three steps"); empty ones use the default text
 * of the page's language.
 */
export const mapUpdateTemplate = defineTemplate({
  key: 'map_update',
  name: 'Map update',
  description:
    'A three-step wizard: the visitor enters the car’s VIN, picks a map package and accepts the terms, then downloads the maps.',
  group: 'Advanced',
  list_priority: 60,
  thumbnail_url: '/cms/thumbnails/map-update.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    { ...headingField, help: 'Empty uses “Update your maps”.' },
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
    richText('intro', 'Introduction', 'Shown above every step.'),
    { kind: 'separator', key: 'step_1_separator', label: 'Step 1: VIN' },
    text('vin_heading', 'Step heading'),
    text('vin_label', 'VIN field label'),
    text('vin_hint', 'VIN field hint', 300),
    text('vin_submit', 'Button'),
    text('vin_error', 'Error (VIN not recognised)', 300),
    { kind: 'separator', key: 'step_2_separator', label: 'Step 2: download maps' },
    text('packages_heading', 'Step heading'),
    text('vehicle_label', 'Label of the vehicle found'),
    text('packages_legend', 'Label of the map package choice'),
    text('no_packages', 'Text when no map package is available', 300),
    richText('terms', 'Terms', 'The terms the visitor accepts before downloading.'),
    text('terms_label', 'Terms checkbox label', 300),
    text('terms_error', 'Error (terms not accepted)', 300),
    text('download_submit', 'Button'),
    text('download_error', 'Error (download not available)', 300),
    text('change_vin', 'Link back to step 1'),
    { kind: 'separator', key: 'step_3_separator', label: 'Step 3: download result' },
    text('result_heading', 'Step heading'),
    text('download_link', 'Download link text ({{file}} is the file name)'),
    text('expires', 'Link expiry note ({{date}} is the date)', 300),
    richText('instructions', 'Installation instructions', 'How to install the downloaded maps.'),
    text('start_again', 'Start again link'),
  ],
  field_groups_template: [],
});
