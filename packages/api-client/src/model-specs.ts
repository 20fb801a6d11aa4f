import { z } from 'zod';

/**
 * Model specifications (site-shell.md §3 `GET /api/compare/spec/{modelKey}`: "returns an array
 * whose first element is the spec"). A spec belongs to a model or a model year (`rr`,
 * `rr-22my`, `def-235my` …): its engines, each with its specifications (trims) as groups of
 * named values; the standard equipment; and the derivatives the model summary lists.
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

/** One named value of a specification ("Power" → "400 PS"). */
export const specValueSchema = z.object({ name: z.string(), value: z.string() });
export type SpecValue = z.infer<typeof specValueSchema>;

/** A titled group of values ("Performance", "Dimensions"). */
export const specGroupSchema = z.object({ title: z.string(), values: z.array(specValueSchema) });
export type SpecGroup = z.infer<typeof specGroupSchema>;

/** A specification (trim) of an engine: its groups of values. */
export const modelSpecificationSchema = z.object({
  key: z.string(),
  name: z.string(),
  groups: z.array(specGroupSchema),
});
export type ModelSpecification = z.infer<typeof modelSpecificationSchema>;

export const ENGINE_FUELS = ['petrol', 'diesel', 'mhev', 'phev'] as const;

/** An engine of the model and the specifications it comes in. */
export const modelEngineSchema = z.object({
  key: z.string(),
  name: z.string(),
  fuel: z.enum(ENGINE_FUELS),
  specifications: z.array(modelSpecificationSchema),
});
export type ModelEngine = z.infer<typeof modelEngineSchema>;

/** A titled list of what every car of the model has. */
export const standardEquipmentSchema = z.object({ title: z.string(), items: z.array(z.string()) });
export type StandardEquipment = z.infer<typeof standardEquipmentSchema>;

/** A buyable version (model, body style, engine, trim) with its headline values. */
export const modelDerivativeSchema = z.object({
  key: z.string(),
  name: z.string(),
  model: z.string(),
  bodystyle: z.string(),
  engine: z.string(),
  specification: z.string(),
  specs: z.partialRecord(z.enum(Object.keys(DERIVATIVE_SPEC_KEYS) as [DerivativeSpecKey, ...DerivativeSpecKey[]]), z.string()),
});
export type ModelDerivative = z.infer<typeof modelDerivativeSchema>;

/** The spec of one model key: the first element of `GET /api/compare/spec/{modelKey}`'s data. */
export const modelSpecSchema = z.object({
  model_key: z.string(),
  name: z.string(),
  engines: z.array(modelEngineSchema),
  standard_equipment: z.array(standardEquipmentSchema),
  derivatives: z.array(modelDerivativeSchema),
});
export type ModelSpec = z.infer<typeof modelSpecSchema>;
