/**
 * The codes and value keys of model specifications, apart from their zod schemas
 * (model-specs.ts) so a browser view can use them without downloading zod.
 */

/** What a model key may look like: lower-case letters, digits and hyphens, at most 40. */
export const MODEL_KEY_MAX_LENGTH = 40;
export const MODEL_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const isModelKey = (value: string): boolean => MODEL_KEY_PATTERN.test(value);

/**
 * The model and model-year codes specs are published under, with the names editors pick them
 * by (block-catalogue.md §3 "about 19 model and model-year codes").
 */
export const MODEL_SPEC_KEYS = {
  rr: 'Range Rover',
  'rr-22my': 'Range Rover, 2022 model year',
  'rr-23my': 'Range Rover, 2023 model year',
  'rr-24my': 'Range Rover, 2024 model year',
  rrs: 'Range Rover Sport',
  'rrs-22my': 'Range Rover Sport, 2022 model year',
  'rrs-23my': 'Range Rover Sport, 2023 model year',
  'rrs-24my': 'Range Rover Sport, 2024 model year',
  'rrv-23my': 'Range Rover Velar, 2023 model year',
  'rrv-24my': 'Range Rover Velar, 2024 model year',
  'rre-23my': 'Range Rover Evoque, 2023 model year',
  'rre-24my': 'Range Rover Evoque, 2024 model year',
  'd-22my': 'Defender, 2022 model year',
  'd-23my': 'Defender, 2023 model year',
  'def-235my': 'Defender, 2023.5 model year',
  'def-24my': 'Defender, 2024 model year',
  'disc-23my': 'Discovery, 2023 model year',
  'ds-23my': 'Discovery Sport, 2023 model year',
  'ds-24my': 'Discovery Sport, 2024 model year',
} as const satisfies Record<string, string>;
export type ModelSpecKey = keyof typeof MODEL_SPEC_KEYS;

/** The values a derivative carries for the model summary, by key, with their names. */
export const DERIVATIVE_SPEC_KEYS = {
  power: 'Power',
  torque: 'Torque',
  acceleration: 'Acceleration 0–100 km/h',
  top_speed: 'Top speed',
  fuel_consumption: 'Fuel consumption (combined, WLTP)',
  co2: 'CO₂ emissions (combined, WLTP)',
  electric_range: 'Electric range (WLTP)',
  towing: 'Maximum towing weight',
} as const satisfies Record<string, string>;
export type DerivativeSpecKey = keyof typeof DERIVATIVE_SPEC_KEYS;
