import { DEFAULT_LOCALE, type Locale } from '@forecourt/api-client';
import {
  defineTemplate,
  headerTagField,
  headingField,
  linkField,
  options,
  themeField,
  type BlockData,
} from '../contract/index.js';
import type { QuizRules } from '../shared/quiz/engine.js';
import { quizQuestionFields, readQuizQuestions } from '../shared/quiz/fields.js';
import { quizIssues } from '../shared/quiz/validate.js';

/** block-catalogue.md §2: five question steps (three answers each here) after an intro step. */
export const DIESEL_PETROL_QUIZ_ANSWERS = [3, 3, 3, 3, 3] as const;

/** block-catalogue.md §2: the result is petrol, diesel, plug-in hybrid or battery electric. */
export const DIESEL_PETROL_RESULTS = options({
  petrol: 'Petrol',
  diesel: 'Diesel',
  phev: 'Plug-in hybrid (PHEV)',
  bev: 'Battery electric (BEV)',
});

export const DIESEL_PETROL_QUIZ_AXES = [DIESEL_PETROL_RESULTS.map((option) => option.value)] as const;

export const DIESEL_PETROL_QUIZ_SIZES = ['900x586'] as const;

interface ResultValues {
  result?: string;
  title?: Partial<Record<string, string>>;
  description?: Partial<Record<string, string>>;
}

/** The result (field group) for a powertrain, if the editor added it. */
export const findDieselPetrolResult = <G extends ResultValues>(groups: readonly G[], key: string): G | undefined =>
  groups.find((group) => (group.result ?? 'petrol') === key);

/** Whether a result says something: a title or a description in some locale. */
export const dieselPetrolResultFilled = (group: ResultValues | undefined): boolean =>
  group !== undefined &&
  [group.title, group.description].some((value) => Object.values(value ?? {}).some((text) => text?.trim()));

export function dieselPetrolQuizRules(data: { fields: object }, locale: Locale = DEFAULT_LOCALE): QuizRules {
  return {
    questions: readQuizQuestions(data.fields as Record<string, unknown>, DIESEL_PETROL_QUIZ_ANSWERS, locale),
    axes: DIESEL_PETROL_QUIZ_AXES,
  };
}

const resultName = (key: string) => DIESEL_PETROL_RESULTS.find((option) => option.value === key)?.label ?? key;

/**
 * Diesel/petrol quiz (block-catalogue.md §2): an intro step, five questions whose answers give
 * points to petrol, diesel, plug-in hybrid and battery electric, and the result with the most.
 */
export const dieselPetrolQuizTemplate = defineTemplate({
  key: 'diesel_petrol_quiz',
  name: 'Diesel or petrol quiz',
  description:
    'An introduction and five questions that tell visitors whether petrol, diesel, a plug-in hybrid or a battery electric car suits them.',
  short_description: 'Diesel, petrol or electric?',
  group: 'Advanced',
  list_priority: 61,
  thumbnail_url: '/cms/thumbnails/diesel-petrol-quiz.svg',
  max_field_groups: 4,
  version: 1,
  fields: [
    { ...headingField, required: true },
    headerTagField,
    themeField,
    { kind: 'separator', key: 'intro_separator', label: 'Introduction' },
    { kind: 'text', key: 'intro_text', label: 'Introduction text', translatable: true, maxLength: 1000 },
    { kind: 'image', key: 'intro_image', label: 'Introduction image', sizes: DIESEL_PETROL_QUIZ_SIZES },
    {
      kind: 'string',
      key: 'start_label',
      label: 'Start button label',
      help: '“Start the quiz” when empty.',
      translatable: true,
      maxLength: 60,
    },
    ...quizQuestionFields(DIESEL_PETROL_QUIZ_ANSWERS, DIESEL_PETROL_QUIZ_AXES[0]),
  ],
  field_groups_template: [
    { kind: 'select', key: 'result', label: 'Result', options: DIESEL_PETROL_RESULTS, required: true, default: 'petrol' },
    { kind: 'image', key: 'image', label: 'Image', sizes: DIESEL_PETROL_QUIZ_SIZES },
    { kind: 'string', key: 'title', label: 'Title', help: 'e.g. “Petrol suits you”.', translatable: true, maxLength: 120 },
    { kind: 'markdown', format: 'html', key: 'description', label: 'Description', translatable: true, maxLength: 3000 },
    { ...linkField, key: 'link', label: 'Link' },
  ],
  validate(data) {
    const groups = data.groups as ResultValues[];
    const issues = quizIssues(
      dieselPetrolQuizRules(data),
      (key) => dieselPetrolResultFilled(findDieselPetrolResult(groups, key)),
      resultName,
    );
    const seen = new Set<string>();
    groups.forEach((group, index) => {
      const key = group.result ?? 'petrol';
      if (seen.has(key)) {
        issues.push({
          path: `groups[${index}].result`,
          rule: 'quiz_duplicate_result',
          message: `There is already a result for ${resultName(key)}`,
        });
      }
      seen.add(key);
    });
    return issues;
  },
});

export type DieselPetrolQuizData = BlockData<typeof dieselPetrolQuizTemplate>;
