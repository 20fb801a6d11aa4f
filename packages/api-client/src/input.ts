/**
 * Input hygiene of the wire contract: the rules every value a client sends must keep, so that
 * a request can fail only with a 4xx naming its field, never deep in the database.
 *
 * - PostgreSQL refuses NUL in `text` and `jsonb`, and CR/LF in a redirect target would split
 *   the `Location` header: text refuses C0 control characters (tab, CR and LF only where text
 *   may span lines).
 * - Every id and counter is a PostgreSQL `integer`: a larger number fails the query instead of
 *   matching nothing.
 * - Every free string has a maximum length (a path longer than a btree index row fails the insert).
 */
import { z } from 'zod';

/** Largest PostgreSQL `integer`, and so the largest id (`serial`). */
export const MAX_INT32 = 2_147_483_647;
export const MIN_INT32 = -2_147_483_648;

/** Longest site path, redirect target or title: far beyond any real one, well within an index row. */
export const MAX_PATH_LENGTH = 2048;
/** Deepest nesting accepted in free-form JSON (block data, navigation metadata). */
export const MAX_JSON_DEPTH = 32;

/** A row id: 1 … 2,147,483,647. */
export const idSchema = z.number().int().min(1).max(MAX_INT32);
/** A signed counter stored as `integer` (sequence, position). */
export const int32Schema = z.number().int().min(MIN_INT32).max(MAX_INT32);

// Control characters are what these patterns are about.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f]*$/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/;
const CONTROL_MESSAGE = 'must not contain control characters';
const MULTI_LINE_MESSAGE = 'must not contain control characters other than tab and line breaks';

/**
 * One line of text, at most `max` characters, no control characters. `notText` sets what a
 * value that is no string at all is told (zod's string parameters).
 */
export const lineText = (max: number, notText?: Parameters<typeof z.string>[0]) =>
  z
    .string(notText)
    .max(max, { error: `must be at most ${max} characters` })
    .regex(SINGLE_LINE, { error: CONTROL_MESSAGE });

/** Text that may span lines (tab, CR, LF), at most `max` characters, no other control characters. */
export const multilineText = (max: number) =>
  z.string().max(max, { error: `must be at most ${max} characters` }).regex(MULTI_LINE, { error: MULTI_LINE_MESSAGE });

/** A site path or URL: one line, at most 2,048 characters. */
export const pathText = lineText(MAX_PATH_LENGTH);

/**
 * Where free-form JSON breaks the rules: a string or key with a control character other than
 * tab or a line break, or nesting deeper than `MAX_JSON_DEPTH`. Iterative, so no input can
 * exhaust the stack.
 */
export function findUnsafeJson(value: unknown): { path: PropertyKey[]; message: string } | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!MULTI_LINE.test(current)) return { path, message: MULTI_LINE_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) return { path, message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` };
    for (const [key, child] of Object.entries(current)) {
      const childPath = [...path, Array.isArray(current) ? Number(key) : key];
      if (!MULTI_LINE.test(key)) return { path: childPath, message: `keys ${MULTI_LINE_MESSAGE}` };
      pending.push({ value: child, path: childPath });
    }
  }
  return null;
}

/** Refines free-form JSON with `findUnsafeJson`, naming the offending value's path. */
export const refuseUnsafeJson = (value: unknown, ctx: z.RefinementCtx) => {
  const problem = findUnsafeJson(value);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
};

/** A free-form JSON object kept as `jsonb` (block fields, a field group). */
export const jsonObjectSchema = z.record(z.string(), z.unknown()).superRefine(refuseUnsafeJson);
