import type { TemplateDefinition } from '../contract/index.js';
import { templateGroups } from '../contract/index.js';

/** The folder of a template (its key in kebab case). */
export const templateFolder = (key: string) => key.replaceAll('_', '-');

/**
 * `CATALOGUE.md`: every template by group, as editors find them in the picker, each linking to
 * its folder's README (the editor-facing description). Kept current by `catalogue.test.ts`.
 */
export function catalogueMarkdown(templates: readonly TemplateDefinition[]): string {
  const sections = templateGroups.flatMap((group) => {
    const rows = templates
      .filter((template) => template.group === group && !template.hidden)
      .map(
        (t) =>
          `| [${t.name}](src/${templateFolder(t.key)}/README.md) | \`${t.key}\` | ${t.max_field_groups || '—'} | ${t.description} |`,
      );
    if (rows.length === 0) return [];
    return `## ${group}\n\n| template | key | max groups | what it shows |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
  });
  return `# Block catalogue\n\nEvery block template of \`@forecourt/blocks\`, in the editor's order. Each template is one folder\nunder \`src/\` (schema, view, fixtures, stories, tests, thumbnail, README); see "Adding a template"\nin the package README.\n\n${sections.join('\n')}`;
}
