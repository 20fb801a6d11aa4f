import type { FieldDefinition, ImageValue, JsonField, LinkValue, MarkdownField } from './fields.js';
import type { BlockData, TemplateDefinition } from './template.js';

/** One broken rule: the field path (e.g. `groups[2].quote.pl`), the rule's name and a message. */
export interface BlockIssue {
  path: string;
  rule: string;
  message: string;
}

export interface ValidateOptions {
  /** Locales a translatable field may hold. */
  locales: readonly string[];
}

const LINK_TYPES: readonly LinkValue['type'][] = ['internal', 'external', 'form', 'file'];
const LINK_TARGETS = ['_self', '_blank'];

/** Schemes that run code (or open a document of the link's making) when a link is followed. */
const SCRIPTING_SCHEME = /^(?:javascript|vbscript|data):/;

/**
 * Whether following `href` would run script: a `javascript:`, `vbscript:` or `data:` address in
 * any case. Browsers skip leading spaces and controls and drop tabs and newlines anywhere
 * (`java\tscript:` is `javascript:`), so every space and control character is removed before
 * the scheme is read: at least as lenient as any browser.
 */
export function isScriptingUrl(href: string): boolean {
  return SCRIPTING_SCHEME.test(href.replace(/[\p{Cc}\s]/gu, '').toLowerCase());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.values(value).every(isEmpty));

/**
 * Checks block data against its template: known fields only, each value of its kind and within
 * its limits, and the number of field groups within the template's bounds. The editor, the
 * content service (on save) and the site (on render) all call this one function.
 */
export function validateBlockData(
  template: TemplateDefinition,
  data: unknown,
  options: ValidateOptions,
): BlockIssue[] {
  const issues: BlockIssue[] = [];
  if (!isRecord(data)) {
    return [
      { path: '', rule: 'type', message: 'Block data must be an object with fields and groups' },
    ];
  }
  checkValues(template.fields, data.fields, 'fields', issues, options);
  const groups = data.groups ?? [];
  if (!Array.isArray(groups)) {
    issues.push({ path: 'groups', rule: 'type', message: 'groups must be a list' });
    return issues;
  }
  if (groups.length > template.max_field_groups) {
    issues.push({
      path: `groups[${template.max_field_groups}]`,
      rule: 'max_field_groups',
      message:
        template.max_field_groups === 0
          ? `${template.name} has no field groups`
          : `${template.name} allows at most ${template.max_field_groups} field groups (got ${groups.length})`,
    });
  }
  const min = template.min_field_groups ?? 0;
  if (groups.length < min) {
    issues.push({
      path: 'groups',
      rule: 'min_field_groups',
      message: `${template.name} needs at least ${min} field group${min === 1 ? '' : 's'}`,
    });
  }
  groups.forEach((group, index) =>
    checkValues(template.field_groups_template, group, `groups[${index}]`, issues, options),
  );
  if (issues.length === 0 && template.validate) {
    issues.push(...template.validate({ fields: data.fields ?? {}, groups } as BlockData, options));
  }
  return issues;
}

function checkValues(
  definitions: readonly FieldDefinition[],
  values: unknown,
  path: string,
  issues: BlockIssue[],
  options: ValidateOptions,
) {
  if (values === undefined) values = {};
  if (!isRecord(values)) {
    issues.push({ path, rule: 'type', message: `${path} must be an object` });
    return;
  }
  const known = new Map(definitions.filter((f) => f.kind !== 'separator').map((f) => [f.key, f]));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) {
      issues.push({
        path: `${path}.${key}`,
        rule: 'unknown_field',
        message: `${key} is not a field of this template`,
      });
    }
  }
  for (const field of known.values()) {
    checkField(field, values[field.key], `${path}.${field.key}`, issues, options);
  }
}

function checkField(
  field: FieldDefinition,
  value: unknown,
  path: string,
  issues: BlockIssue[],
  options: ValidateOptions,
) {
  if (field.kind === 'separator') return;
  if (isEmpty(value)) {
    if (field.required)
      issues.push({ path, rule: 'required', message: `${field.label} is required` });
    return;
  }
  if ('translatable' in field && field.translatable) {
    if (!isRecord(value)) {
      issues.push({ path, rule: 'type', message: `${field.label} must hold one value per locale` });
      return;
    }
    for (const [locale, localized] of Object.entries(value)) {
      if (!options.locales.includes(locale)) {
        issues.push({
          path: `${path}.${locale}`,
          rule: 'locale',
          message: `${locale} is not a configured locale`,
        });
      } else if (!isEmpty(localized)) {
        checkSingle(field, localized, `${path}.${locale}`, issues);
      }
    }
    return;
  }
  checkSingle(field, value, path, issues);
}

function checkSingle(field: FieldDefinition, value: unknown, path: string, issues: BlockIssue[]) {
  const fail = (rule: string, message: string) => issues.push({ path, rule, message });
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'markdown': {
      if (typeof value !== 'string') return fail('type', `${field.label} must be text`);
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        return fail('max_length', `${field.label} must be at most ${field.maxLength} characters`);
      }
      if (
        field.kind === 'string' &&
        field.minLength !== undefined &&
        value.length < field.minLength
      ) {
        return fail('min_length', `${field.label} must be at least ${field.minLength} characters`);
      }
      // Anchored so a pattern constrains the whole value, not just some part of it.
      if (
        field.kind === 'string' &&
        field.pattern !== undefined &&
        !new RegExp(`^(?:${field.pattern})$`).test(value)
      ) {
        return fail('pattern', `${field.label} ${field.patternHint ?? 'has an invalid format'}`);
      }
      if (field.kind === 'markdown' && field.format === 'json')
        return checkJson(field, value, fail);
      return;
    }
    case 'bool':
      if (typeof value !== 'boolean') fail('type', `${field.label} must be true or false`);
      return;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return fail('type', `${field.label} must be a number`);
      if (field.integer && !Number.isInteger(value))
        return fail('integer', `${field.label} must be a whole number`);
      if (field.min !== undefined && value < field.min)
        return fail('min', `${field.label} must be at least ${field.min}`);
      if (field.max !== undefined && value > field.max)
        return fail('max', `${field.label} must be at most ${field.max}`);
      if (field.step !== undefined) {
        const steps = (value - (field.min ?? 0)) / field.step;
        if (Math.abs(steps - Math.round(steps)) > 1e-9) {
          return fail('step', `${field.label} must be in steps of ${field.step}`);
        }
      }
      return;
    }
    case 'select':
      if (!field.options.some((option) => option.value === value)) {
        fail(
          'one_of',
          `${field.label} must be one of: ${field.options.map((o) => o.value).join(', ')}`,
        );
      }
      return;
    case 'icon':
      if (typeof value !== 'string') fail('type', `${field.label} must be an icon name`);
      return;
    case 'image': {
      const image = value as Partial<ImageValue>;
      if (!isRecord(value) || typeof image.id !== 'string' || image.id === '') {
        return fail('type', `${field.label} must reference an image from the media library`);
      }
      if (typeof image.size !== 'string' || !field.sizes.includes(image.size)) {
        return fail(
          'allowed_size',
          `${field.label} size must be one of: ${field.sizes.join(', ')}`,
        );
      }
      if (image.alt !== undefined && typeof image.alt !== 'string')
        fail('type', `${field.label} alt text must be text`);
      return;
    }
    case 'link':
      checkLink(field.label, value, path, issues);
      return;
    case 'links': {
      if (!Array.isArray(value)) return fail('type', `${field.label} must be a list of links`);
      if (field.max !== undefined && value.length > field.max) {
        return fail('max_items', `${field.label} allows at most ${field.max} links`);
      }
      value.forEach((link, index) => checkLink(field.label, link, `${path}[${index}]`, issues));
      return;
    }
    case 'json':
      if (typeof value !== 'string') return fail('type', `${field.label} must be JSON text`);
      return checkJson(field, value, fail);
  }
}

function checkJson(
  field: JsonField | MarkdownField,
  value: string,
  fail: (rule: string, message: string) => void,
) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail('json', `${field.label} must be valid JSON`);
  }
  const problem = field.kind === 'json' ? field.validate?.(parsed) : undefined;
  if (problem) fail('json_content', problem);
}

function checkLink(label: string, value: unknown, path: string, issues: BlockIssue[]) {
  const fail = (rule: string, message: string) => issues.push({ path, rule, message });
  if (!isRecord(value)) return fail('type', `${label} must be a link`);
  const link = value as Partial<LinkValue>;
  if (typeof link.labelText !== 'string') return fail('type', `${label} needs a label text`);
  if (typeof link.href !== 'string') return fail('type', `${label} needs an address`);
  if (!LINK_TYPES.includes(link.type as LinkValue['type'])) {
    return fail('one_of', `${label} type must be one of: ${LINK_TYPES.join(', ')}`);
  }
  if (link.target !== undefined && !LINK_TARGETS.includes(link.target)) {
    return fail('one_of', `${label} target must be one of: ${LINK_TARGETS.join(', ')}`);
  }
  const problem = linkAddressProblem(link.href, link.type as LinkValue['type']);
  if (problem) fail(problem.rule, `${label} ${problem.message}`);
}

/** Schemes a link to another website may use. */
const WEB_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

function isWebAddress(href: string): boolean {
  // `URL.canParse` would also take `not:a-url`; the scheme list is what a visitor can follow.
  if (/\s/.test(href)) return false;
  try {
    const url = new URL(href);
    return WEB_SCHEMES.includes(url.protocol) && (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.hostname !== '');
  } catch {
    return false;
  }
}

const isSitePath = (href: string) => /^[/#]/.test(href) && !href.startsWith('//') && !/\s/.test(href);

/**
 * What is wrong with `href` as the address of a link of `type` (the rule and the message that
 * follows the field's label), or null when a visitor can follow it. An empty address is left to
 * the `required` rule (a form link needs none). The editor checks addresses as they are typed
 * with this same function.
 */
export function linkAddressProblem(href: string, type: LinkValue['type']): { rule: string; message: string } | null {
  if (href === '') return null;
  if (isScriptingUrl(href)) return { rule: 'unsafe_url', message: 'must not be a javascript:, vbscript: or data: address' };
  switch (type) {
    case 'internal':
      return isSitePath(href) ? null : { rule: 'internal_path', message: 'internal address must start with / or # and hold no spaces' };
    case 'external':
      return isWebAddress(href)
        ? null
        : { rule: 'url', message: 'must be a full web address such as https://example.com (or mailto:, tel:)' };
    case 'file':
    case 'form':
      return isSitePath(href) || isWebAddress(href)
        ? null
        : { rule: 'url', message: 'must be a path on this site (/…) or a full web address (https://…)' };
  }
}

/** Data of a new block: each field's default, and no field groups. */
export function defaultBlockData(template: TemplateDefinition): BlockData {
  return { fields: defaultValues(template.fields) as BlockData['fields'], groups: [] };
}

/** Values of a new field group: each group field's default. */
export function defaultGroupValues(template: TemplateDefinition): Record<string, unknown> {
  return defaultValues(template.field_groups_template);
}

function defaultValues(definitions: readonly FieldDefinition[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of definitions) {
    if ('default' in field && field.default !== undefined) values[field.key] = field.default;
  }
  return values;
}

/** Brings data saved at an older template version up to the current shape. */
export function migrateBlockData(
  template: TemplateDefinition,
  data: BlockData,
  savedVersion: number,
): BlockData {
  let current = data;
  for (let from = savedVersion; from < template.version; from++) {
    if (!template.migrate) break;
    current = template.migrate(current, from);
  }
  return current;
}
