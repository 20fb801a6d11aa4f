import { localize, type Locale } from '@forecourt/api-client';
import type { FieldDefinition } from '../../contract/index.js';
import { parseQuizWeights, QUIZ_WEIGHTS_PATTERN, type QuizQuestion } from './engine.js';

/**
 * The editor fields of a quiz's questions: per question a title and a summary label, per answer
 * a label and its weights (`q2_a1_label`, `q2_a1_weights`, …), `counts[i]` answers to question
 * i+1. `keys` are the result keys the weights may name, for the editor's help text.
 *
 * Typed as adding no keys to the block's data type: their number depends on `counts`, so views
 * read them by name through `readQuizQuestions` rather than as typed fields.
 */
export function quizQuestionFields(counts: readonly number[], keys: readonly string[]): readonly never[] {
  return questionFields(counts, keys) as unknown as readonly never[];
}

function questionFields(counts: readonly number[], keys: readonly string[]): FieldDefinition[] {
  return counts.flatMap((count, q) => [
    { kind: 'separator', key: `q${q + 1}_separator`, label: `Question ${q + 1}` } as const,
    {
      kind: 'string',
      key: `q${q + 1}_title`,
      label: `Question ${q + 1}`,
      translatable: true,
      required: true,
      maxLength: 200,
    } as const,
    {
      kind: 'string',
      key: `q${q + 1}_summary_label`,
      label: `Question ${q + 1}: summary label`,
      help: 'Names this answer in the summary beside the result; the question itself when empty.',
      translatable: true,
      maxLength: 80,
    } as const,
    ...Array.from({ length: count }, (_, a) => [
      {
        kind: 'string',
        key: `q${q + 1}_a${a + 1}_label`,
        label: `Question ${q + 1}, answer ${a + 1}`,
        translatable: true,
        required: true,
        maxLength: 120,
      } as const,
      {
        kind: 'string',
        key: `q${q + 1}_a${a + 1}_weights`,
        label: `Question ${q + 1}, answer ${a + 1}: points`,
        help: `Points this answer gives to results, e.g. “${keys.slice(0, 2).map((k, i) => `${k}:${2 - i}`).join(', ')}”. Results: ${keys.join(', ')}. The result with the most points wins.`,
        required: true,
        maxLength: 200,
        pattern: QUIZ_WEIGHTS_PATTERN,
        patternHint: 'must list results with points, e.g. phev:2, diesel:1',
      } as const,
    ]).flat(),
  ]);
}

/** The questions as the engine reads them, in `locale` (weights that do not parse give none). */
export function readQuizQuestions(
  fields: Readonly<Record<string, unknown>>,
  counts: readonly number[],
  locale: Locale,
): QuizQuestion[] {
  const text = (key: string) => localize(fields[key] as Partial<Record<string, string>> | undefined, locale);
  return counts.map((count, q) => ({
    title: text(`q${q + 1}_title`),
    answers: Array.from({ length: count }, (_, a) => ({
      label: text(`q${q + 1}_a${a + 1}_label`),
      weights: parseQuizWeights(fields[`q${q + 1}_a${a + 1}_weights`] as string | undefined) ?? {},
    })),
  }));
}

/** The questions' summary labels in `locale` (empty where the editor left none). */
export function readSummaryLabels(
  fields: Readonly<Record<string, unknown>>,
  counts: readonly number[],
  locale: Locale,
): string[] {
  return counts.map((_, q) =>
    localize(fields[`q${q + 1}_summary_label`] as Partial<Record<string, string>> | undefined, locale),
  );
}
