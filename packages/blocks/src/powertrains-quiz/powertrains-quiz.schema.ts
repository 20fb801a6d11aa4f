import { DEFAULT_LOCALE, type Locale } from '@forecourt/api-client';
import {
  defineTemplate,
  headerTagField,
  headingField,
  options,
  themeField,
  type BlockData,
} from '../contract/index.js';
import type { QuizRules } from '../shared/quiz/engine.js';
import { quizQuestionFields, readQuizQuestions } from '../shared/quiz/fields.js';
import { quizIssues } from '../shared/quiz/validate.js';

/** block-catalogue.md §2: five questions with 2, 2, 2, 5 and 3 answers. */
export const POWERTRAINS_QUIZ_ANSWERS = [2, 2, 2, 5, 3] as const;

export const POWERTRAIN_OWNERS = options({ private: 'Private owner', business: 'Business owner' });
export const POWERTRAINS = options({ phev: 'Plug-in hybrid (PHEV)', diesel: 'Diesel', petrol: 'Petrol' });

/** The result is the owner with the most points and the powertrain with the most: `business-phev`. */
export const POWERTRAINS_QUIZ_AXES = [
  POWERTRAIN_OWNERS.map((option) => option.value),
  POWERTRAINS.map((option) => option.value),
] as const;

export const POWERTRAINS_QUIZ_SIZES = ['900x586'] as const;

/** A recommendation's stored values, as the rules read them. */
interface RecommendationValues {
  owner?: string;
  powertrain?: string;
  title?: Partial<Record<string, string>>;
  name?: Partial<Record<string, string>>;
  description?: Partial<Record<string, string>>;
}

/** The recommendation the result key `owner-powertrain` shows, if the editor added it. */
export function findRecommendation<G extends RecommendationValues>(groups: readonly G[], key: string): G | undefined {
  return groups.find((group) => `${group.owner ?? 'private'}-${group.powertrain ?? 'phev'}` === key);
}

/** Whether a recommendation says something: a title, a name or a description in some locale. */
export const recommendationFilled = (group: RecommendationValues | undefined): boolean =>
  group !== undefined &&
  [group.title, group.name, group.description].some((value) => Object.values(value ?? {}).some((text) => text?.trim()));

/** The quiz's rules from its data, in the default locale (labels only name answers in messages). */
export function powertrainsQuizRules(data: Pick<BlockData, 'fields'> | { fields: object }, locale: Locale = DEFAULT_LOCALE): QuizRules {
  return {
    questions: readQuizQuestions(data.fields as Record<string, unknown>, POWERTRAINS_QUIZ_ANSWERS, locale),
    axes: POWERTRAINS_QUIZ_AXES,
  };
}

const keyName = (key: string) => {
  const [owner, powertrain] = key.split('-');
  return `${POWERTRAINS.find((o) => o.value === powertrain)?.label ?? powertrain}, ${
    POWERTRAIN_OWNERS.find((o) => o.value === owner)?.label.toLowerCase() ?? owner
  }`;
};

/**
 * Powertrains quiz (block-catalogue.md §2, §3 "Powertrains quiz"): five questions whose answers
 * give points to an owner (private, business) and a powertrain (phev, diesel, petrol); the
 * winners pick one of six recommendations (the field groups), each with image, title, name,
 * description, button, link, benefits and disclaimer. Publishing is refused while some answers
 * lead to no recommendation or an empty one.
 */
export const powertrainsQuizTemplate = defineTemplate({
  key: 'powertrains_quiz',
  name: 'Powertrains quiz',
  description:
    'Five questions that recommend a plug-in hybrid, diesel or petrol car for private or business owners, with a summary of the answers.',
  short_description: 'Which powertrain suits you?',
  group: 'Advanced',
  list_priority: 60,
  thumbnail_url: '/cms/thumbnails/powertrains-quiz.svg',
  max_field_groups: 6,
  version: 1,
  fields: [
    { ...headingField, required: true },
    headerTagField,
    { kind: 'text', key: 'intro', label: 'Introduction', translatable: true, maxLength: 1000 },
    themeField,
    ...quizQuestionFields(POWERTRAINS_QUIZ_ANSWERS, [...POWERTRAINS_QUIZ_AXES[1], ...POWERTRAINS_QUIZ_AXES[0]]),
    { kind: 'separator', key: 'labels_separator', label: 'Labels' },
    {
      kind: 'string',
      key: 'summary_title',
      label: 'Summary title',
      help: 'Heads the list of the visitor’s answers beside the recommendation; “Your answers” when empty.',
      translatable: true,
      maxLength: 80,
    },
    {
      kind: 'string',
      key: 'start_again_label',
      label: 'Start again label',
      help: '“Start again” when empty.',
      translatable: true,
      maxLength: 60,
    },
  ],
  field_groups_template: [
    { kind: 'select', key: 'owner', label: 'Owner', options: POWERTRAIN_OWNERS, required: true, default: 'private' },
    { kind: 'select', key: 'powertrain', label: 'Powertrain', options: POWERTRAINS, required: true, default: 'phev' },
    { kind: 'image', key: 'image', label: 'Image', sizes: POWERTRAINS_QUIZ_SIZES },
    { kind: 'string', key: 'title', label: 'Title', help: 'e.g. “Your match”.', translatable: true, maxLength: 120 },
    { kind: 'string', key: 'name', label: 'Name', help: 'The car or powertrain, e.g. “Range Rover Sport PHEV”.', translatable: true, maxLength: 120 },
    { kind: 'markdown', format: 'html', key: 'description', label: 'Description', translatable: true, maxLength: 3000 },
    { kind: 'link', key: 'button', label: 'Button', translatable: true },
    { kind: 'link', key: 'link', label: 'Link', translatable: true },
    { kind: 'text', key: 'benefits', label: 'Benefits', help: 'One benefit a line.', translatable: true, maxLength: 2000 },
    { kind: 'markdown', format: 'html', key: 'disclaimer', label: 'Disclaimer', translatable: true, maxLength: 3000 },
  ],
  validate(data) {
    const groups = data.groups as RecommendationValues[];
    const issues = quizIssues(
      powertrainsQuizRules(data),
      (key) => recommendationFilled(findRecommendation(groups, key)),
      keyName,
    );
    // Two recommendations for one owner and powertrain: the second would never show.
    const seen = new Set<string>();
    groups.forEach((group, index) => {
      const key = `${group.owner ?? 'private'}-${group.powertrain ?? 'phev'}`;
      if (seen.has(key)) {
        issues.push({
          path: `groups[${index}].powertrain`,
          rule: 'quiz_duplicate_result',
          message: `There is already a recommendation for ${keyName(key)}`,
        });
      }
      seen.add(key);
    });
    return issues;
  },
});
