/**
 * The form field names and values of a `hidden_fields` JSON object. Numbers and booleans are sent
 * as text; anything else (nested objects, lists, null) is left out. Text that is not a JSON
 * object gives `null`.
 */
export function parseHiddenFields(json: string | undefined): Record<string, string> | null {
  if (!json?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(value)) {
    if (typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean') {
      fields[name] = String(field);
    }
  }
  return fields;
}
