import type { z } from 'zod';
import sanitizeHtml from 'sanitize-html';
import { LOCALES, type Block, type PageBlock, type ValidationIssue } from '@forecourt/api-client';
import { getTemplate, prepareBlock, type FieldDefinition } from '@forecourt/blocks/templates';
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
 * Checks each block with the blocks package's `prepareBlock` (template, migration, validation),
 * the pipeline the editor and the site run too; issues are prefixed with the block's position
 * (`blocks[0].groups[30]`).
 */
export function blockIssues(blocks: readonly Block[]): ValidationIssue[] {
  return blocks.flatMap((block, index) =>
    prepareBlock(block, { locales: LOCALES }).issues.map((issue) => ({
      ...issue,
      path: issue.path ? `blocks[${index}].${issue.path}` : `blocks[${index}]`,
    })),
  );
}

/**
 * A stored block as readers get it: migrated to its template's current version and, when it
 * breaks its template's rules, with the `issues` found (a valid block has no `issues` key). A
 * broken block never fails the page: the site hides that block and renders the rest.
 */
export function readableBlock(block: Block): PageBlock {
  const { block: prepared, issues } = prepareBlock(block, { locales: LOCALES });
  return issues.length > 0 ? { ...prepared, issues } : prepared;
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'sup', 'sub'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['class', 'id', 'dir', 'lang'],
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  },
};

/** Strips scripts and event handlers from HTML rich-text fields before they are stored. */
export function sanitizeBlocks(blocks: Block[]): Block[] {
  return blocks.map((block) => {
    const template = getTemplate(block.template);
    if (!template) return block;
    return {
      ...block,
      data: {
        fields: sanitizeValues(template.fields, block.data.fields),
        groups: block.data.groups.map((group) => sanitizeValues(template.field_groups_template, group)),
      },
    };
  });
}

function sanitizeValues(definitions: readonly FieldDefinition[], values: Record<string, unknown>) {
  const out = { ...values };
  for (const field of definitions) {
    if (field.kind !== 'markdown' || field.format !== 'html') continue;
    const value = out[field.key];
    if (typeof value === 'string') out[field.key] = sanitizeHtml(value, SANITIZE_OPTIONS);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      out[field.key] = Object.fromEntries(
        Object.entries(value).map(([locale, text]) => [
          locale,
          typeof text === 'string' ? sanitizeHtml(text, SANITIZE_OPTIONS) : text,
        ]),
      );
    }
  }
  return out;
}
