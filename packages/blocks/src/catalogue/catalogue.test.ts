// @vitest-environment node
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script (the build runs it with node).
import { staleCatalogueFiles, templateFolders } from '../../scripts/catalogue.mjs';
import { templates } from '../templates.js';
import { catalogueMarkdown } from './catalogue-doc.js';
import { blockViewLoaders } from '../view-registry.js';

interface Folder {
  folder: string;
  key: string;
}
const folders = templateFolders() as Folder[];
const inFolder = (folder: string, file: string) =>
  fileURLToPath(new URL(`../${folder}/${file}`, import.meta.url));

describe('the block catalogue', () => {
  describe('given the template folders in src/', () => {
    it('should list every folder, and nothing else, as a template and a lazy view', () => {
      expect(templates.map((t) => t.key).sort()).toEqual(folders.map((f) => f.key).sort());
      expect(Object.keys(blockViewLoaders).sort()).toEqual(folders.map((f) => f.key).sort());
      expect(staleCatalogueFiles()).toEqual([]);
    });

    it.each(folders)('should find everything $folder needs in its folder', ({ folder, key }) => {
      const template = templates.find((t) => t.key === key)!;
      expect(template.thumbnail_url).toBe(`/cms/thumbnails/${folder}.svg`);
      for (const file of ['thumbnail.svg', `${folder}.tsx`, `${folder}.fixtures.ts`, `${folder}.stories.tsx`, `${folder}.test.tsx`, 'README.md']) {
        expect(existsSync(inFolder(folder, file)), `${folder}/${file}`).toBe(true);
      }
      // Storybook shows blocks by the group editors pick them from.
      expect(readFileSync(inFolder(folder, `${folder}.stories.tsx`), 'utf8')).toContain(`title: 'Blocks/${template.group}/${template.name}`);
      // The README is the editor-facing description: it names the template as the picker does.
      expect(readFileSync(inFolder(folder, 'README.md'), 'utf8').split('\n')[0]).toBe(`# ${template.name}`);
    });
  });

  describe('given the catalogue document (CATALOGUE.md)', () => {
    it('should list every template as the picker shows it', () => {
      const file = fileURLToPath(new URL('../../CATALOGUE.md', import.meta.url));
      const wanted = catalogueMarkdown(templates);
      // CATALOGUE=write npx vitest run src/catalogue rewrites it after a template changed.
      if (process.env['CATALOGUE'] === 'write') writeFileSync(file, wanted);
      expect(existsSync(file) ? readFileSync(file, 'utf8') : '', 'CATALOGUE.md is out of date: CATALOGUE=write npx vitest run src/catalogue').toBe(wanted);
    });
  });

  describe('given the interface texts of the block views', () => {
    const keys = (bundle: object, prefix = ''): string[] =>
      Object.entries(bundle).flatMap(([key, value]) =>
        typeof value === 'string' ? [prefix + key] : keys(value as object, `${prefix}${key}.`),
      );
    const bundle = (folder: string, locale: string) =>
      JSON.parse(readFileSync(inFolder(folder, `locales/${locale}.json`), 'utf8')) as object;
    const withTexts = [...folders.map((f) => f.folder), 'shared'].filter((folder) =>
      existsSync(inFolder(folder, 'locales/en.json')),
    );

    it.each(withTexts)('should ship every text of %s in Polish too', (folder) => {
      expect(keys(bundle(folder, 'pl')).sort()).toEqual(keys(bundle(folder, 'en')).sort());
    });
  });

  describe('given what an editor picks from', () => {
    it('should show readable choices, never a bare code value, and h2 as the default heading level below a hero', () => {
      for (const template of templates) {
        for (const field of [...template.fields, ...template.field_groups_template]) {
          if (field.kind !== 'select') continue;
          for (const option of field.options) {
            expect(option.label, `${template.key}.${field.key}`).toMatch(/^[A-Z0-9]/);
          }
          // A hero opens the page (its h1); any other block would make a second h1.
          if (field.key === 'header_tag') expect(field.default, template.key).toBe(template.key.startsWith('hero_') ? '1' : '2');
        }
      }
    });
  });
});
