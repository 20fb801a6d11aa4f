import { z } from 'zod';
import { DERIVATIVE_SPEC_KEYS, type DerivativeSpecKey } from './model-spec-keys.js';

/**
 * Model specifications (site-shell.md §3 `GET /api/compare/spec/{modelKey}`: "returns an array
 * whose first element is the spec"). A spec belongs to a model or a model year (`rr`,
 * `rr-22my`, `def-235my` …): its engines, each with its specifications (trims) as groups of
 * named values; the standard equipment; and the derivatives the model summary lists.
 */

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
