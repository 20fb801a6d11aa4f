import {
  defineTemplate,
  headerTagField,
  headingField,
  options,
  themeField,
  ytField,
} from '../contract/index.js';
import type { QuizRules } from '../shared/quiz/engine.js';
import { DEFENDER_BODIES, DEFENDER_ENGINES, DEFENDER_PACKS } from './images-data.js';

export const DEFENDER_QUIZ_SIZES = ['1600x900', '900x586'] as const;

export const DEFENDER_VARIANTS = options({ '90': 'Defender 90', '110': 'Defender 110' });

/** The three questions: each answer speaks for itself, so the result is the three answers. */
export const DEFENDER_QUIZ_RULES: QuizRules = {
  axes: [DEFENDER_BODIES, DEFENDER_ENGINES, DEFENDER_PACKS],
  questions: [DEFENDER_BODIES, DEFENDER_ENGINES, DEFENDER_PACKS].map((answers) => ({
    title: '',
    answers: answers.map((answer) => ({ label: answer, weights: { [answer]: 1 } })),
  })),
};

const label = <const K extends string>(key: K, text: string, help: string) =>
  ({ kind: 'string', key, label: text, help, translatable: true, maxLength: 200 }) as const;

/**
 * Defender quiz (block-catalogue.md §3 "Defender quiz"): a welcome with video and image, then
 * body (90 or 110), engine (diesel or petrol) and pack (adventurer, country, explorer, urban);
 * the combination's image, description and configurator link come from the JSON file at
 * `images_data_url`; each variant group adds the body's image, data and links.
 */
export const defenderQuizTemplate = defineTemplate({
  key: 'defender_quiz',
  name: 'Defender quiz',
  description:
    'Three questions (90 or 110, diesel or petrol, and a pack) that end on the matching Defender with a link to the configurator.',
  short_description: 'Find your Defender',
  group: 'Advanced',
  list_priority: 62,
  thumbnail_url: '/cms/thumbnails/defender-quiz.svg',
  max_field_groups: 2,
  version: 1,
  fields: [
    { ...headingField, required: true },
    headerTagField,
    themeField,
    {
      kind: 'string',
      key: 'images_data_url',
      label: 'Image data file',
      help: 'The address of the JSON file with an image, a description and a configurator link for each combination, e.g. /api/quiz-data/defender.json.',
      required: true,
      maxLength: 500,
      pattern: 'https://\\S+|/(?!/)\\S*',
      patternHint: 'must be an address starting with https:// or /',
    },
    { kind: 'separator', key: 'welcome_separator', label: 'Welcome' },
    { kind: 'text', key: 'welcome_text', label: 'Welcome text', translatable: true, maxLength: 1000 },
    { kind: 'image', key: 'welcome_image', label: 'Welcome image', sizes: DEFENDER_QUIZ_SIZES },
    { ...ytField, key: 'welcome_video', label: 'Welcome video' },
    { kind: 'separator', key: 'labels_separator', label: 'Labels' },
    label('start_label', 'Start button', '“Start the quiz” when empty.'),
    label('video_label', 'Video button', '“Play the video” when empty.'),
    label('body_question', 'Question: body', 'e.g. “Which Defender?”'),
    label('engine_question', 'Question: engine', 'e.g. “Diesel or petrol?”'),
    label('pack_question', 'Question: pack', 'e.g. “Which pack suits your life?”'),
    label('continue_label', 'Continue link', '“Continue in the configurator” when empty.'),
    { kind: 'markdown', format: 'html', key: 'disclaimer', label: 'Disclaimer', translatable: true, maxLength: 3000 },
  ],
  field_groups_template: [
    { kind: 'select', key: 'variant', label: 'Variant', options: DEFENDER_VARIANTS, required: true, default: '110' },
    { kind: 'image', key: 'variant_image', label: 'Variant image', sizes: DEFENDER_QUIZ_SIZES },
    { kind: 'text', key: 'variant_data', label: 'Variant data', help: 'One fact a line, e.g. “Seats: up to 7”.', translatable: true, maxLength: 2000 },
    { kind: 'link', key: 'link', label: 'Link', translatable: true },
    { kind: 'link', key: 'secondary_link', label: 'Secondary link', translatable: true },
  ],
  validate({ groups }) {
    const seen = new Set<string>();
    return (groups as { variant?: string }[]).flatMap((group, index) => {
      const variant = group.variant ?? '110';
      const duplicate = seen.has(variant);
      seen.add(variant);
      return duplicate
        ? [{ path: `groups[${index}].variant`, rule: 'quiz_duplicate_result', message: `There is already a group for the Defender ${variant}` }]
        : [];
    });
  },
});
