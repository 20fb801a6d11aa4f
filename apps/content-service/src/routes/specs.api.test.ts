import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_SPEC_KEYS, modelSpecSchema } from '@forecourt/api-client';
import { z } from 'zod';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

const getJson = async (path: string) => {
  const response = await service.fetch(path);
  return { response, body: (await response.json()) as any };
};

describe('GET /api/compare/spec/{modelKey}', () => {
  describe('given the seeded model specs', () => {
    it('should answer an array whose first element is the spec of the code, cached publicly', async () => {
      const { response, body } = await getJson('/api/compare/spec/rrs-23my');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
      const [spec, ...rest] = z.array(modelSpecSchema).parse(body.data);
      expect(rest).toEqual([]);
      expect(spec!.model_key).toBe('rrs-23my');
      expect(spec!.name).toBe('Range Rover Sport, 2023 model year');
      expect(spec!.engines.map((engine) => engine.name)).toEqual([
        'D300 MHEV',
        'D350 MHEV',
        'P440e PHEV',
        'P530 V8',
      ]);
      const autobiography = spec!.engines[3]!.specifications.find((s) => s.name === 'Autobiography')!;
      expect(autobiography.groups.find((g) => g.title === 'Performance')!.values).toContainEqual({
        name: 'Power',
        value: '530 PS',
      });
      expect(spec!.standard_equipment.map((group) => group.title)).toEqual(['Exterior', 'Interior', 'Technology']);
    });

    it('should hold a spec for every code editors can pick', async () => {
      for (const key of Object.keys(MODEL_SPEC_KEYS)) {
        const { response, body } = await getJson(`/api/compare/spec/${key}`);
        expect(response.status, key).toBe(200);
        const [spec] = z.array(modelSpecSchema).length(1).parse(body.data);
        expect(spec!.model_key).toBe(key);
        expect(spec!.engines.length, key).toBeGreaterThan(0);
        expect(spec!.derivatives.length, key).toBeGreaterThan(0);
      }
    });

    it('should list derivatives by body style, with headline values for the model summary', async () => {
      const { body } = await getJson('/api/compare/spec/def-235my');
      const [spec] = z.array(modelSpecSchema).parse(body.data);
      expect([...new Set(spec!.derivatives.map((d) => d.bodystyle))]).toEqual(['90', '110', '130']);
      const phev = spec!.derivatives.find((d) => d.engine === 'P400e PHEV' && d.bodystyle === '110')!;
      expect(phev.model).toBe('Defender');
      expect(phev.specs).toMatchObject({ power: '404 PS', electric_range: '64 km' });
    });
  });

  describe('given a code no spec has', () => {
    it('should answer 404 JSON that no cache keeps', async () => {
      const { response, body } = await getJson('/api/compare/spec/rr-99my');
      expect(response.status).toBe(404);
      expect(body).toEqual({ error: 'Model spec not found' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });
  });

  describe('given a code no spec can have', () => {
    it.each([
      ['upper case', 'RR-22MY'],
      ['other characters', 'rr_22my'],
      ['a trailing hyphen', 'rr-'],
      ['over 40 characters', 'r'.repeat(41)],
    ])('should answer 400 for %s, privately', async (_case, key) => {
      const { response, body } = await getJson(`/api/compare/spec/${key}`);
      expect(response.status).toBe(400);
      expect(body.error).toMatch(/^modelKey /);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });
  });
});
