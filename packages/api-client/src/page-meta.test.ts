import { describe, expect, it } from 'vitest';
import { pageInputSchema, pageMetaSchema } from './schemas.js';

describe('pageMetaSchema', () => {
  describe('given meta saved before layouts existed', () => {
    it('should read it as the main layout', () => {
      expect(pageMetaSchema.parse({ description: { en: 'Hello' } })).toEqual({ description: { en: 'Hello' }, layout: 'main' });
      expect(pageInputSchema.parse({ path: '/x', title: { en: 'X' } }).meta).toEqual({ description: {}, layout: 'main' });
    });
  });

  describe('given an unknown layout', () => {
    it('should refuse it with a message naming the field and the choices', () => {
      const result = pageMetaSchema.safeParse({ layout: 'wide' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['layout'], message: 'meta.layout must be one of: main, minimal' }),
      ]);
    });
  });

  it('should keep the minimal layout', () => {
    expect(pageMetaSchema.parse({ layout: 'minimal' }).layout).toBe('minimal');
  });
});
