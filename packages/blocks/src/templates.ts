/**
 * React-free entry (`@forecourt/blocks/templates`): the template definitions and the validator,
 * for the editor and the content service. Importing it pulls in no view code.
 */
import { createBlockPreparer, type TemplateDefinition } from './contract/index.js';
import { templateDefinitions } from './catalogue/templates.gen.js';

export * from './contract/index.js';
export * from './catalogue/templates.gen.js';
export {
  BLOCK_ANCHOR_PREFIX,
  anchorInPageNavigation,
  anchoredBlockId,
  blockAnchor,
} from './in-page-navigation/in-page-navigation-anchors.js';

/** Every template of the catalogue (one per folder in src/), in catalogue order. */
export const templates: readonly TemplateDefinition[] = [...templateDefinitions].sort(
  (a, b) => a.list_priority - b.list_priority || a.name.localeCompare(b.name),
);

const byKey = new Map(templates.map((t) => [t.key, t]));

/** The template with `key`, or undefined when the catalogue has none. */
export function getTemplate(key: string): TemplateDefinition | undefined {
  return byKey.get(key);
}

/**
 * A saved block made ready to read, over this catalogue: template looked up, data migrated to the
 * template's current version, then validated. The content service runs it on every page read,
 * so readers get migrated blocks and, for a broken one, its `issues`.
 */
export const prepareBlock = createBlockPreparer(getTemplate);

// The Defender quiz's image data file, as the block reads it: for hosts that serve such a file.
export { parseDefenderImagesData, type DefenderCombination, type DefenderImagesData } from './defender-quiz/images-data.js';
// The quiz engine (answer points, results, answer combinations that lead nowhere).
export { deadEndCombinations, resolveQuiz, type QuizRules } from './shared/quiz/engine.js';
