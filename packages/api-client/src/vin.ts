// The rules a vehicle identification number (VIN) must meet before the map-update service is asked
// about it (ISO 3779 and the North-American check digit of 49 CFR 565). Pure and zod-free: the
// visitor's browser checks a VIN with it before sending, and the content service again on arrival.

/** A VIN has exactly 17 characters. */
export const VIN_LENGTH = 17;

/**
 * The error the map update shows for any VIN it cannot use, badly formed or unknown to the service
 * (block-catalogue.md §8): the visitor is not told which, so no VIN can be probed.
 */
export const VIN_NOT_RECOGNISED =
  'VIN not recognised. Please check you have entered your VIN correctly or try again later.';

/** Why a VIN was refused: kept apart so tests (and logs) can tell the cases. */
export type VinProblem = 'empty' | 'length' | 'characters' | 'check_digit';

/** Digits and the Latin capitals without I, O and Q (too easily read as 1 and 0). */
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/** ISO 3779's transliteration of letters to numbers for the check digit. */
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The weight of each of the 17 positions; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Index of the check digit (position 9). */
const CHECK_DIGIT_INDEX = 8;

/**
 * What the visitor typed as a VIN: every space removed (VINs are often copied in groups, such as
 * "SAL GA2 BE8…") and upper-cased, since the characters are case-blind.
 */
export function normaliseVin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * The check digit a VIN should carry at position 9: the weighted sum of its transliterated
 * characters modulo 11, 10 written as X. Expects 17 valid VIN characters.
 */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const char = vin[index] ?? '0';
    const value = /[0-9]/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Whether position 9 must be the check digit. The rule is law for vehicles made for North
 * America (world manufacturer identifiers starting 1–5) and China (L); European and other makers
 * may use position 9 for anything (a Land Rover's SAL… VIN often does), so enforcing the digit
 * for every VIN would refuse real cars. Elsewhere the service's lookup is the judge.
 */
export function vinCheckDigitApplies(vin: string): boolean {
  return /^[1-5L]/.test(vin);
}

/** Why a normalised VIN cannot be one, or null when it may be. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin === '') return 'empty';
  if (vin.length !== VIN_LENGTH) return 'length';
  if (!VIN_CHARACTERS.test(vin)) return 'characters';
  if (vinCheckDigitApplies(vin) && vin[CHECK_DIGIT_INDEX] !== vinCheckDigit(vin))
    return 'check_digit';
  return null;
}

/** The VIN the visitor typed, normalised, when it meets every rule; else null. */
export function parseVin(input: string): string | null {
  const vin = normaliseVin(input);
  return vinProblem(vin) === null ? vin : null;
}
