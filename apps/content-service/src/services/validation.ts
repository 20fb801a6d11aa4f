import type { z } from 'zod';
import { LOCALES, type Block, type PageBlock, type ValidationIssue } from '@forecourt/api-client';
import { anchorInPageNavigation, prepareBlock } from '@forecourt/blocks/templates';
import { HttpError } from '../lib/http.js';

/** Zod issues as the wire's `{ path, rule, message }` (`blocks[0].data.fields`). */
export function zodIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path),
    rule: issue.code,
    message: issue.message,
  }));
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

/** Parses `body` with `schema` or throws 400 with every issue. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, 'Invalid request body', zodIssues(result.error));
  return result.data;
}

/**
 * Parses a partial update: zod fills the defaults of a `.partial()` schema for absent keys,
 * so only the keys the request actually sent are kept (a title-only save must not wipe blocks).
 */
export function parsePartial<S extends z.ZodType>(schema: S, body: unknown): Partial<z.output<S>> {
  const parsed = parseBody(schema, body) as Record<string, unknown>;
  const sent = new Set(body && typeof body === 'object' ? Object.keys(body) : []);
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.has(key))) as Partial<z.output<S>>;
}

/**
 * Blocks through the blocks package's `prepareBlock` (template, migration, sanitising with the one
 * rich-text policy, validation), the pipeline the editor runs too: `blocks` as they are stored,
 * and the `issues` found, prefixed with the block's position (`blocks[0].groups[30]`).
 */
export function prepareBlocks(blocks: readonly Block[]): { blocks: Block[]; issues: ValidationIssue[] } {
  // In-page navigation links by block number are stored by block id, so they survive reordering.
  const prepared = anchorInPageNavigation(blocks).map((block) => prepareBlock(block, { locales: LOCALES }));
  return {
    blocks: prepared.map(({ block }) => block as Block),
    issues: prepared.flatMap(({ issues }, index) =>
      issues.map((issue) => ({ ...issue, path: issue.path ? `blocks[${index}].${issue.path}` : `blocks[${index}]` })),
    ),
  };
}

/** What is wrong with `blocks` (see `prepareBlocks`). */
export const blockIssues = (blocks: readonly Block[]): ValidationIssue[] => prepareBlocks(blocks).issues;

/**
 * A stored block as readers get it: migrated to its template's current version and, when it
 * breaks its template's rules, with the `issues` found (a valid block has no `issues` key). A
 * broken block never fails the page: the site hides that block and renders the rest.
 */
export function readableBlock(block: Block): PageBlock {
  const { block: prepared, issues } = prepareBlock(block, { locales: LOCALES });
  return issues.length > 0 ? { ...prepared, issues } : prepared;
}
