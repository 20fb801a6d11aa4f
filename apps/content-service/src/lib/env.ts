/**
 * A positive whole number from an environment variable, or undefined when it is unset or not one
 * (the caller's default then applies).
 */
export function positiveIntegerEnv(raw: string | undefined): number | undefined {
  const value = Number(raw);
  return raw && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
