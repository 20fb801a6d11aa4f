// What the vehicle page says about a car, in the visitor's words: readable labels, values and
// units in the page's locale (site-shell.md §3 "Vehicle attributes read"), never the raw keys.
import type { Locale } from '@forecourt/api-client';
import type { Vehicle, VehicleSpecs } from '@forecourt/inventory';
import { lookupText, showroomT } from './showroom-texts.js';

export interface Fact {
  /** The attribute or spec key (for tests and styling; never shown). */
  key: string;
  label: string;
  value: string;
}

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', pl: 'pl-PL' };

/** A number grouped as the locale writes it: `12,000` in English, `12 000` in Polish. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale] ?? 'en-GB', { maximumFractionDigits: 1 }).format(value);
}

/** Unit spellings of the data → the page's unit key (power in KM/PS is the metric horsepower). */
const UNIT_KEYS: Record<string, string> = {
  km: 'unit.km',
  mi: 'unit.mi',
  miles: 'unit.mi',
  hp: 'unit.hp',
  ps: 'unit.hp',
  kw: 'unit.kw',
  cm3: 'unit.cm3',
  ccm: 'unit.cm3',
  'cm³': 'unit.cm3',
  cc: 'unit.cm3',
};

/** How the page writes a unit of the data (`KM` → 'hp' in English, 'KM' in Polish); unknown ones as sent. */
export function unitLabel(unit: string | null | undefined, locale: Locale, key?: string): string {
  const raw = (unit ?? '').trim();
  if (!raw) return '';
  // 'km' is kilometres for a distance, but the Polish horsepower for a power.
  const lower = raw.toLowerCase();
  const unitKey = key === 'power' && lower === 'km' ? 'unit.hp' : UNIT_KEYS[lower];
  return (unitKey && lookupText(locale, unitKey)) ?? raw;
}

/** `in_transit` → 'In transit': the last resort for a value or key the page has no word for. */
export function humanize(raw: string): string {
  const words = raw.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

const VALUE_GROUPS: Record<string, string> = {
  engine_type: 'engine',
  transmission: 'transmission',
  color_canonical: 'color',
  status: 'status',
  state: 'state',
};

/** The label of an attribute or spec key. */
export function factLabel(key: string, locale: Locale): string {
  return lookupText(locale, `label.${key}`) ?? humanize(key);
}

/** A value as the page shows it: words for known codes, numbers grouped (years never), with the unit. */
export function factValue(key: string, value: string | number, unit: string | null | undefined, locale: Locale): string {
  let text: string;
  if (typeof value === 'number') {
    text = key === 'production_year' ? String(value) : formatNumber(value, locale);
  } else {
    const group = VALUE_GROUPS[key];
    const code = value.trim().toLowerCase();
    text = group ? (lookupText(locale, `${group}.${code}`) ?? humanize(value)) : value;
  }
  const shownUnit = unitLabel(unit, locale, key);
  // A non-breaking space keeps a number and its unit on one line.
  return shownUnit ? `${text}\u00a0${shownUnit}` : text;
}

/**
 * The car's facts: its attributes first, then the spec lines whose keys the attributes do not
 * already show (the specs endpoint repeats most of them), each with the same label as an attribute.
 */
export function vehicleFacts(vehicle: Vehicle, specs: VehicleSpecs | null, locale: Locale): Fact[] {
  const fact = (key: string, value: string | number, unit?: string | null): Fact => ({
    key,
    label: factLabel(key, locale),
    value: factValue(key, value, unit, locale),
  });
  const facts: Fact[] = [
    fact('production_year', vehicle.production_year),
    fact('mileage', vehicle.mileage, vehicle.mileage_unit),
    fact('engine_type', vehicle.engine_type),
    fact('power', vehicle.power, vehicle.power_unit),
  ];
  if (vehicle.engine_capacity != null) facts.push(fact('engine_capacity', vehicle.engine_capacity, vehicle.engine_capacity_unit));
  facts.push(fact('transmission', vehicle.transmission), fact('color_canonical', vehicle.color_canonical));
  if (vehicle.state) facts.push(fact('state', vehicle.state));
  if (vehicle.status) facts.push(fact('status', vehicle.status));
  const shown = new Set(facts.map((row) => row.key));
  for (const spec of specs?.specs ?? []) {
    if (shown.has(spec.key) || spec.value === '' || spec.value == null) continue;
    shown.add(spec.key);
    facts.push(fact(spec.key, spec.value, spec.unit));
  }
  facts.push({ key: 'vin', label: factLabel('vin', locale), value: vehicle.vin });
  return facts;
}

/** The short line of the page's meta description: year, mileage, engine and power. */
export function factsSummary(vehicle: Vehicle, locale: Locale): string {
  return vehicleFacts(vehicle, null, locale)
    .filter((row) => ['production_year', 'mileage', 'engine_type', 'power'].includes(row.key))
    .map((row) => row.value)
    .join(', ');
}

/** `Jaguar F-PACE 2021`, the page's title. */
export function vehicleHeading(vehicle: Vehicle): string {
  return `${vehicle.nameplate_brand_name} ${vehicle.nameplate_name} ${vehicle.production_year}`;
}

/** The meta description: the car, its key facts and who sells it. */
export function vehicleDescription(vehicle: Vehicle, locale: Locale): string {
  return showroomT(locale)('description', {
    title: vehicleHeading(vehicle),
    facts: factsSummary(vehicle, locale),
    retailer: vehicle.dealer?.name ?? '',
  });
}
