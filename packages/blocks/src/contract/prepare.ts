import { sanitizeBlockData } from './rich-text.js';
import type { BlockData, TemplateDefinition } from './template.js';
import { migrateBlockData, validateBlockData, type BlockIssue, type ValidateOptions } from './validate.js';

/** A saved block as pages carry it; `version` is the template version its data was saved at. */
export interface PreparableBlock {
  template: string;
  version?: number;
  data: unknown;
}

/**
 * The block ready to read: migrated to its template's current version, with what it breaks.
 * (It fits `BlockList`'s `prepare` option, whose `PreparedBlock` adds an optional name.)
 */
export interface PrepareBlockResult<B extends PreparableBlock> {
  block: Omit<B, 'version' | 'data'> & { version: number; data: B['data'] };
  /** Empty when the block can be shown. */
  issues: BlockIssue[];
}

export type TemplateLookup = (key: string) => TemplateDefinition | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one pipeline of a block over a template catalogue: look its template up, migrate its data
 * to the template's current version, sanitise its HTML rich text with the one policy, validate
 * the result. The content service runs it on save (and stores what it gives) and on read, the
 * editor on every draft. The catalogue is a parameter so the contract does not import the
 * templates (which import the contract);
 * `prepareBlock` in `@forecourt/blocks/templates` is this over the real catalogue.
 */
export function createBlockPreparer(getTemplate: TemplateLookup) {
  return function prepareBlock<B extends PreparableBlock>(block: B, options: ValidateOptions): PrepareBlockResult<B> {
    const saved = { ...block, version: block.version ?? 1 };
    const template = getTemplate(block.template);
    if (!template) {
      return {
        block: saved,
        issues: [{ path: 'template', rule: 'unknown_template', message: `Unknown block template "${block.template}"` }],
      };
    }
    let data: unknown = block.data;
    if (isRecord(data)) {
      try {
        data = migrateBlockData(template, data as unknown as BlockData, block.version ?? template.version);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Not migrated, so it keeps the version it was saved at.
        return { block: saved, issues: [{ path: '', rule: 'migration', message: `Migration failed: ${message}` }] };
      }
      data = sanitizeBlockData(template, data as BlockData);
    }
    return {
      block: { ...block, version: template.version, data: data as B['data'] },
      issues: validateBlockData(template, data, options),
    };
  };
}
