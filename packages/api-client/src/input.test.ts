import { describe, expect, it } from 'vitest';
import { findUnsafeJson, idSchema, int32Schema, lineText, MAX_JSON_DEPTH, multilineText } from './input.js';
import { navEntryInputSchema, pageInputSchema, pageUpdateSchema } from './schemas.js';

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('given one line of text', () => {
  it('should refuse NUL, CR and LF and keep ordinary text', () => {
    const title = lineText(20);
    expect(title.safeParse('Range Rover Sport').success).toBe(true);
    for (const bad of ['a\u0000b', 'a\r\nb', 'a\tb', '\u001f']) expect(title.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('should refuse text beyond its maximum length', () => {
    expect(lineText(5).safeParse('123456').success).toBe(false);
  });
});

describe('given multi-line text', () => {
  it('should accept tab and line breaks but refuse other control characters', () => {
    const text = multilineText(100);
    expect(text.safeParse('line one\r\n\tline two').success).toBe(true);
    expect(text.safeParse('a\u0000b').success).toBe(false);
    expect(text.safeParse('a\u000bb').success).toBe(false);
  });
});

describe('given numbers stored as PostgreSQL integers', () => {
  it('should take ids from 1 to 2,147,483,647 only', () => {
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
    for (const bad of [0, -1, 2 ** 31, 1.5, Number.MAX_SAFE_INTEGER]) expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('should take signed counters within 32 bits', () => {
    expect(int32Schema.safeParse(-5).success).toBe(true);
    expect(int32Schema.safeParse(2 ** 31).success).toBe(false);
  });
});

describe('given free-form JSON', () => {
  it('should name the path of a string holding NUL', () => {
    expect(findUnsafeJson({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: ['a', 1, 'c'], message: expect.any(String) });
  });

  it('should refuse a control character in a key', () => {
    expect(findUnsafeJson({ 'k\u0000': 1 })?.path).toEqual(['k\u0000']);
  });

  it('should refuse nesting deeper than the limit without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeJson(deep)?.path).toHaveLength(MAX_JSON_DEPTH);
  });

  it('should accept multi-line text in nested values', () => {
    expect(findUnsafeJson({ body: 'para one\n\npara two', list: [1, true, null] })).toBeNull();
  });
});

describe('given a page as an editor sends it', () => {
  it('should refuse a redirect target with CR/LF, naming the field', () => {
    const result = pageInputSchema.safeParse({ path: '/old', title: { en: 'Old' }, type: 'url_redirection', to: '/new\r\nSet-Cookie: x=1' });
    expect(issuePaths(result)).toEqual(['to']);
  });

  it('should refuse NUL in a title, a parent id beyond 32 bits and a 500,000-character path', () => {
    const result = pageInputSchema.safeParse({ path: `/${'a'.repeat(500_000)}`, title: { en: 'a\u0000' }, parent_id: 2 ** 31 });
    expect(issuePaths(result).sort()).toEqual(['parent_id', 'path', 'title.en']);
  });

  it('should refuse NUL deep in block data, naming where it is', () => {
    const block = { id: 'b1', template: 'snippet', version: 1, data: { fields: { body: { en: 'x\u0000' } }, groups: [] } };
    expect(issuePaths(pageInputSchema.safeParse({ path: '/x', title: {}, blocks: [block] }))).toEqual(['blocks.0.data.fields.body.en']);
  });

  it('should refuse a version beyond 32 bits', () => {
    expect(issuePaths(pageUpdateSchema.safeParse({ version: 2 ** 40 }))).toEqual(['version']);
  });
});

describe('given a navigation entry', () => {
  it('should refuse NUL in its label or metadata and a position beyond 32 bits', () => {
    const result = navEntryInputSchema.safeParse({ label: 'a\u0000', position: 2 ** 31, metadata: { note: '\u0000' } });
    expect(issuePaths(result).sort()).toEqual(['label', 'metadata.note', 'position']);
  });
});
