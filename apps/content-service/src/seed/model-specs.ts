/**
 * Model specifications of the demo site: one row per model or model-year code of
 * `MODEL_SPEC_KEYS`, built from the engine, trim and dimension data of each model family
 * below, so nineteen specs stay consistent with one another.
 */
import { count } from 'drizzle-orm';
import {
  MODEL_SPEC_KEYS,
  type DerivativeSpecKey,
  type ModelDerivative,
  type ModelEngine,
  type ModelSpec,
  type ModelSpecKey,
  type SpecGroup,
  type StandardEquipment,
} from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { modelSpecs } from '../db/schema.js';

interface Engine {
  name: string;
  fuel: ModelEngine['fuel'];
  /** PS, Nm, seconds 0–100 km/h, km/h, l/100 km (WLTP combined), g/km, km (PHEV), kg braked. */
  power: number;
  torque: number;
  acceleration: number;
  topSpeed: number;
  consumption: number;
  co2: number;
  electricRange?: number;
  towing: number;
}

/** Engines by code (`D350` diesel, `P` petrol; `e` plug-in hybrid). */
const ENGINES = {
  D165: { name: 'D165 MHEV', fuel: 'mhev', power: 163, torque: 380, acceleration: 10.5, topSpeed: 196, consumption: 6.1, co2: 160, towing: 1800 },
  D200: { name: 'D200 MHEV', fuel: 'mhev', power: 204, torque: 430, acceleration: 8.9, topSpeed: 210, consumption: 6.0, co2: 157, towing: 2400 },
  D250: { name: 'D250 MHEV', fuel: 'mhev', power: 249, torque: 570, acceleration: 8.3, topSpeed: 188, consumption: 8.4, co2: 220, towing: 3500 },
  D300: { name: 'D300 MHEV', fuel: 'mhev', power: 300, torque: 650, acceleration: 6.6, topSpeed: 225, consumption: 7.8, co2: 204, towing: 3500 },
  D350: { name: 'D350 MHEV', fuel: 'mhev', power: 350, torque: 700, acceleration: 6.1, topSpeed: 234, consumption: 8.0, co2: 210, towing: 3500 },
  P200: { name: 'P200 MHEV', fuel: 'mhev', power: 200, torque: 320, acceleration: 8.5, topSpeed: 216, consumption: 8.3, co2: 189, towing: 2000 },
  P250: { name: 'P250', fuel: 'petrol', power: 249, torque: 365, acceleration: 7.5, topSpeed: 217, consumption: 9.4, co2: 213, towing: 2400 },
  P300e: { name: 'P300e PHEV', fuel: 'phev', power: 309, torque: 540, acceleration: 6.4, topSpeed: 213, consumption: 1.2, co2: 27, electricRange: 62, towing: 1600 },
  P360: { name: 'P360 MHEV', fuel: 'mhev', power: 360, torque: 500, acceleration: 6.5, topSpeed: 209, consumption: 11.2, co2: 254, towing: 3500 },
  P400: { name: 'P400 MHEV', fuel: 'mhev', power: 400, torque: 550, acceleration: 6.1, topSpeed: 191, consumption: 11.4, co2: 259, towing: 3500 },
  P400e: { name: 'P400e PHEV', fuel: 'phev', power: 404, torque: 640, acceleration: 5.4, topSpeed: 240, consumption: 2.2, co2: 49, electricRange: 64, towing: 2000 },
  P440e: { name: 'P440e PHEV', fuel: 'phev', power: 440, torque: 620, acceleration: 5.8, topSpeed: 225, consumption: 0.8, co2: 18, electricRange: 113, towing: 2500 },
  P510e: { name: 'P510e PHEV', fuel: 'phev', power: 510, torque: 700, acceleration: 5.4, topSpeed: 242, consumption: 0.8, co2: 18, electricRange: 113, towing: 2500 },
  P530: { name: 'P530 V8', fuel: 'petrol', power: 530, torque: 750, acceleration: 4.6, topSpeed: 250, consumption: 12.2, co2: 277, towing: 3500 },
} as const satisfies Record<string, Engine>;
type EngineCode = keyof typeof ENGINES;

interface Trim {
  name: string;
  wheels: string;
  seats: string;
  sound: string;
  lights: string;
}

interface Family {
  model: string;
  /** Body styles with their length, wheelbase and kerb weight (mm, mm, kg). */
  bodystyles: Record<string, { length: number; wheelbase: number; weight: number }>;
  width: number;
  height: number;
  trims: Trim[];
  equipment: StandardEquipment[];
}

const FAMILIES = {
  rr: {
    model: 'Range Rover',
    bodystyles: { SWB: { length: 5052, wheelbase: 2997, weight: 2505 }, LWB: { length: 5252, wheelbase: 3197, weight: 2585 } },
    width: 2209,
    height: 1870,
    trims: [
      { name: 'SE', wheels: '21" alloy wheels', seats: 'Heated and cooled Windsor leather seats', sound: 'Meridian Sound System, 1,600 W', lights: 'Pixel LED headlights' },
      { name: 'HSE', wheels: '22" alloy wheels', seats: '22-way heated, cooled and massage seats', sound: 'Meridian Signature Sound System', lights: 'Digital LED headlights with signature DRL' },
      { name: 'Autobiography', wheels: '23" forged wheels', seats: '24-way semi-aniline leather seats with hot stone massage', sound: 'Meridian Signature Sound System, 1,600 W', lights: 'Digital LED headlights with ADB' },
    ],
    equipment: [
      { title: 'Exterior', items: ['Electronic air suspension', 'Power-deployable door handles', 'Powered tailgate', 'Privacy glass'] },
      { title: 'Interior', items: ['Four-zone climate control', 'Heated steering wheel', 'Cabin air purification Pro'] },
      { title: 'Technology', items: ['13.1" Pivi Pro touchscreen', 'Interactive Driver Display', 'Wireless Apple CarPlay and Android Auto', '3D Surround Camera'] },
    ],
  },
  rrs: {
    model: 'Range Rover Sport',
    bodystyles: { '5-door': { length: 4946, wheelbase: 2997, weight: 2370 } },
    width: 2209,
    height: 1820,
    trims: [
      { name: 'Dynamic SE', wheels: '21" alloy wheels', seats: '16-way heated sport seats', sound: 'Meridian Sound System, 400 W', lights: 'Pixel LED headlights' },
      { name: 'Dynamic HSE', wheels: '22" alloy wheels', seats: '22-way heated and cooled sport seats', sound: 'Meridian 3D Surround Sound System', lights: 'Digital LED headlights with signature DRL' },
      { name: 'Autobiography', wheels: '22" forged wheels', seats: '22-way semi-aniline leather seats with massage', sound: 'Meridian Signature Sound System', lights: 'Digital LED headlights with ADB' },
    ],
    equipment: [
      { title: 'Exterior', items: ['Dynamic air suspension', 'Gloss black roof', 'Powered gesture tailgate'] },
      { title: 'Interior', items: ['Two-zone climate control', 'Fixed panoramic roof', 'Ebony headlining'] },
      { title: 'Technology', items: ['13.1" Pivi Pro touchscreen', 'Head-up display', 'Adaptive cruise control with steering assist'] },
    ],
  },
  rrv: {
    model: 'Range Rover Velar',
    bodystyles: { '5-door': { length: 4797, wheelbase: 2874, weight: 1955 } },
    width: 2147,
    height: 1683,
    trims: [
      { name: 'S', wheels: '19" alloy wheels', seats: '12-way heated seats', sound: 'Meridian Sound System, 400 W', lights: 'LED headlights with signature DRL' },
      { name: 'Dynamic SE', wheels: '20" alloy wheels', seats: '20-way heated and cooled seats', sound: 'Meridian Sound System, 400 W', lights: 'Premium LED headlights' },
      { name: 'Dynamic HSE', wheels: '21" alloy wheels', seats: '20-way heated, cooled and massage seats', sound: 'Meridian Surround Sound System, 750 W', lights: 'Pixel LED headlights' },
    ],
    equipment: [
      { title: 'Exterior', items: ['Flush deployable door handles', 'Rear spoiler', 'Powered tailgate'] },
      { title: 'Interior', items: ['Two-zone climate control', 'Cabin air ionisation', 'Heated front seats'] },
      { title: 'Technology', items: ['11.4" curved glass Pivi Pro touchscreen', 'Wireless device charging', 'Online Pack with data plan'] },
    ],
  },
  rre: {
    model: 'Range Rover Evoque',
    bodystyles: { '5-door': { length: 4371, wheelbase: 2681, weight: 1787 } },
    width: 1996,
    height: 1649,
    trims: [
      { name: 'S', wheels: '18" alloy wheels', seats: '12-way heated seats', sound: 'Sound System, 180 W', lights: 'LED headlights' },
      { name: 'Dynamic SE', wheels: '20" alloy wheels', seats: '14-way heated seats', sound: 'Meridian Sound System, 400 W', lights: 'Premium LED headlights with signature DRL' },
      { name: 'Autobiography', wheels: '21" alloy wheels', seats: '16-way heated and cooled seats with massage', sound: 'Meridian Surround Sound System, 650 W', lights: 'Pixel LED headlights' },
    ],
    equipment: [
      { title: 'Exterior', items: ['Flush deployable door handles', 'Contrast roof', 'Auto high beam'] },
      { title: 'Interior', items: ['Two-zone climate control', 'ClearSight interior rear-view mirror'] },
      { title: 'Technology', items: ['11.4" Pivi Pro touchscreen', 'Wireless Apple CarPlay and Android Auto', '3D Surround Camera'] },
    ],
  },
  d: {
    model: 'Defender',
    bodystyles: {
      '90': { length: 4583, wheelbase: 2587, weight: 2245 },
      '110': { length: 5018, wheelbase: 3022, weight: 2361 },
      '130': { length: 5358, wheelbase: 3022, weight: 2575 },
    },
    width: 2008,
    height: 1967,
    trims: [
      { name: 'S', wheels: '19" alloy wheels', seats: '12-way heated seats with Resist fabric', sound: 'Sound System, 180 W', lights: 'LED headlights with signature DRL' },
      { name: 'SE', wheels: '20" alloy wheels', seats: '14-way heated Grained leather seats', sound: 'Meridian Sound System, 400 W', lights: 'Matrix LED headlights' },
      { name: 'X-Dynamic HSE', wheels: '20" gloss black wheels', seats: '14-way heated and cooled leather seats', sound: 'Meridian Sound System, 400 W', lights: 'Pixel LED headlights' },
      { name: 'X', wheels: '22" satin grey wheels', seats: '14-way heated and cooled Windsor leather seats with memory', sound: 'Meridian 3D Surround Sound System, 700 W', lights: 'Pixel LED headlights with ADB' },
    ],
    equipment: [
      { title: 'Exterior', items: ['Electronic air suspension', 'Side-hinged tailgate with full-size spare wheel', 'Terrain Response 2'] },
      { title: 'Interior', items: ['Rubber flooring', 'Two-zone climate control', 'Heated front seats'] },
      { title: 'Technology', items: ['11.4" Pivi Pro touchscreen', 'ClearSight Ground View', 'Wade Sensing'] },
    ],
  },
  disc: {
    model: 'Discovery',
    bodystyles: { '5-door': { length: 4956, wheelbase: 2923, weight: 2244 } },
    width: 2220,
    height: 1888,
    trims: [
      { name: 'S', wheels: '19" alloy wheels', seats: '8-way heated seats, 7 seats', sound: 'Sound System, 250 W', lights: 'LED headlights' },
      { name: 'Dynamic SE', wheels: '20" alloy wheels', seats: '12-way heated leather seats, 7 seats', sound: 'Meridian Sound System, 400 W', lights: 'Matrix LED headlights' },
      { name: 'Dynamic HSE', wheels: '21" alloy wheels', seats: '16-way heated and cooled leather seats, 7 seats', sound: 'Meridian Surround Sound System, 700 W', lights: 'Pixel LED headlights' },
    ],
    equipment: [
      { title: 'Exterior', items: ['Electronic air suspension', 'Powered tailgate', 'Roof rails'] },
      { title: 'Interior', items: ['Three-zone climate control', 'Seven seats', 'Intelligent seat fold'] },
      { title: 'Technology', items: ['11.4" Pivi Pro touchscreen', 'Interactive Driver Display', 'Rear camera'] },
    ],
  },
  ds: {
    model: 'Discovery Sport',
    bodystyles: { '5-door': { length: 4597, wheelbase: 2741, weight: 1839 } },
    width: 2069,
    height: 1727,
    trims: [
      { name: 'S', wheels: '18" alloy wheels', seats: '8-way heated seats', sound: 'Sound System, 180 W', lights: 'LED headlights' },
      { name: 'Dynamic SE', wheels: '20" alloy wheels', seats: '12-way heated leather seats', sound: 'Meridian Sound System, 400 W', lights: 'Premium LED headlights with signature DRL' },
    ],
    equipment: [
      { title: 'Exterior', items: ['Powered tailgate', 'Roof rails', 'Auto high beam'] },
      { title: 'Interior', items: ['5+2 seating', 'Two-zone climate control', 'Heated front seats'] },
      { title: 'Technology', items: ['11.4" Pivi Pro touchscreen', 'Wireless device charging', 'Rear camera'] },
    ],
  },
} as const satisfies Record<string, Family>;

/** Each code's family and engines: model years gain and lose engines as the range changes. */
const MODELS: Record<ModelSpecKey, { family: keyof typeof FAMILIES; engines: EngineCode[] }> = {
  rr: { family: 'rr', engines: ['D350', 'P440e', 'P510e', 'P530'] },
  'rr-22my': { family: 'rr', engines: ['D300', 'D350', 'P530'] },
  'rr-23my': { family: 'rr', engines: ['D350', 'P440e', 'P530'] },
  'rr-24my': { family: 'rr', engines: ['D350', 'P440e', 'P510e', 'P530'] },
  rrs: { family: 'rrs', engines: ['D300', 'D350', 'P440e', 'P530'] },
  'rrs-22my': { family: 'rrs', engines: ['D300', 'D350', 'P400e'] },
  'rrs-23my': { family: 'rrs', engines: ['D300', 'D350', 'P440e', 'P530'] },
  'rrs-24my': { family: 'rrs', engines: ['D300', 'D350', 'P440e', 'P510e', 'P530'] },
  'rrv-23my': { family: 'rrv', engines: ['D200', 'P250', 'P400e'] },
  'rrv-24my': { family: 'rrv', engines: ['D200', 'P250', 'P400e'] },
  'rre-23my': { family: 'rre', engines: ['D165', 'D200', 'P250', 'P300e'] },
  'rre-24my': { family: 'rre', engines: ['D165', 'P250', 'P300e'] },
  'd-22my': { family: 'd', engines: ['D250', 'D300', 'P400'] },
  'd-23my': { family: 'd', engines: ['D250', 'D300', 'P400', 'P400e'] },
  'def-235my': { family: 'd', engines: ['D250', 'D300', 'P400', 'P400e', 'P530'] },
  'def-24my': { family: 'd', engines: ['D250', 'D300', 'P400', 'P400e', 'P530'] },
  'disc-23my': { family: 'disc', engines: ['D300', 'P360'] },
  'ds-23my': { family: 'ds', engines: ['D165', 'D200', 'P200', 'P300e'] },
  'ds-24my': { family: 'ds', engines: ['D200', 'P200', 'P300e'] },
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const decimal = (value: number) => value.toFixed(1);
const thousands = (value: number) => value.toLocaleString('en-GB');

function headlineSpecs(engine: Engine): Partial<Record<DerivativeSpecKey, string>> {
  return {
    power: `${engine.power} PS`,
    torque: `${engine.torque} Nm`,
    acceleration: `${decimal(engine.acceleration)} s`,
    top_speed: `${engine.topSpeed} km/h`,
    fuel_consumption: `${decimal(engine.consumption)} l/100 km`,
    co2: `${engine.co2} g/km`,
    ...(engine.electricRange ? { electric_range: `${engine.electricRange} km` } : {}),
    towing: `${thousands(engine.towing)} kg`,
  };
}

function groups(family: Family, engine: Engine, trim: Trim): SpecGroup[] {
  const first = Object.values(family.bodystyles)[0]!;
  const several = Object.keys(family.bodystyles).length > 1;
  const perStyle = (label: string, pick: (style: Family['bodystyles'][string]) => string) =>
    several
      ? Object.entries(family.bodystyles).map(([style, values]) => ({ name: `${label} (${style})`, value: pick(values) }))
      : [{ name: label, value: pick(first) }];
  return [
    {
      title: 'Performance',
      values: [
        { name: 'Power', value: `${engine.power} PS` },
        { name: 'Torque', value: `${engine.torque} Nm` },
        { name: 'Acceleration 0–100 km/h', value: `${decimal(engine.acceleration)} s` },
        { name: 'Top speed', value: `${engine.topSpeed} km/h` },
      ],
    },
    {
      title: 'Fuel consumption and emissions (WLTP)',
      values: [
        { name: 'Combined fuel consumption', value: `${decimal(engine.consumption)} l/100 km` },
        { name: 'CO₂ emissions, combined', value: `${engine.co2} g/km` },
        ...(engine.electricRange ? [{ name: 'Electric range', value: `up to ${engine.electricRange} km` }] : []),
      ],
    },
    {
      title: 'Dimensions and weights',
      values: [
        ...perStyle('Length', (style) => `${thousands(style.length)} mm`),
        { name: 'Width (mirrors folded)', value: `${thousands(family.width)} mm` },
        { name: 'Height', value: `${thousands(family.height)} mm` },
        ...perStyle('Wheelbase', (style) => `${thousands(style.wheelbase)} mm`),
        ...perStyle('Kerb weight', (style) => `${thousands(style.weight + (engine.fuel === 'phev' ? 240 : 0))} kg`),
        { name: 'Maximum towing weight', value: `${thousands(engine.towing)} kg` },
      ],
    },
    {
      title: 'Equipment',
      values: [
        { name: 'Wheels', value: trim.wheels },
        { name: 'Seats', value: trim.seats },
        { name: 'Sound', value: trim.sound },
        { name: 'Headlights', value: trim.lights },
      ],
    },
  ];
}

/** The spec of one code, built from its family's data. */
export function seedModelSpec(key: ModelSpecKey): ModelSpec {
  const { family: familyKey, engines } = MODELS[key];
  const family: Family = FAMILIES[familyKey];
  const derivatives: ModelDerivative[] = [];
  for (const bodystyle of Object.keys(family.bodystyles)) {
    for (const code of engines) {
      const engine: Engine = ENGINES[code];
      for (const trim of family.trims) {
        const name = [family.model, Object.keys(family.bodystyles).length > 1 ? bodystyle : '', trim.name, engine.name]
          .filter(Boolean)
          .join(' ');
        derivatives.push({
          key: slug(`${bodystyle}-${code}-${trim.name}`),
          name,
          model: family.model,
          bodystyle,
          engine: engine.name,
          specification: trim.name,
          specs: headlineSpecs(engine),
        });
      }
    }
  }
  return {
    model_key: key,
    name: MODEL_SPEC_KEYS[key],
    engines: engines.map((code) => {
      const engine: Engine = ENGINES[code];
      return {
        key: code.toLowerCase(),
        name: engine.name,
        fuel: engine.fuel,
        specifications: family.trims.map((trim) => ({
          key: slug(trim.name),
          name: trim.name,
          groups: groups(family, engine, trim),
        })),
      };
    }),
    standard_equipment: family.equipment.map(({ title, items }) => ({ title, items: [...items] })),
    derivatives,
  };
}

export const SEED_MODEL_SPECS: ModelSpec[] = (Object.keys(MODEL_SPEC_KEYS) as ModelSpecKey[]).map(seedModelSpec);

/** Seeds the specs once: added to databases seeded before specs existed, never duplicated. */
export async function seedModelSpecs(db: Database): Promise<void> {
  const [{ total }] = (await db.select({ total: count() }).from(modelSpecs)) as [{ total: number }];
  if (Number(total) > 0) return;
  await db.insert(modelSpecs).values(SEED_MODEL_SPECS.map((spec) => ({ model_key: spec.model_key, spec })));
}
