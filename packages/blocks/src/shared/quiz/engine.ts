/**
 * The quiz engine: React-free and pure. A quiz is data the editor sets: questions, answers that
 * give points to result keys ("weights"), and axes, each a list of keys of which the one with
 * the most points wins. The result is the winners of every axis joined by '-' (e.g. the axes
 * `[private, business]` and `[phev, diesel, petrol]` give `business-diesel`). An axis with no
 * points, or two keys sharing the most points, leaves the answers without a result.
 */

/** Points an answer gives, by result key (e.g. `{ phev: 2, private: 1 }`). */
export type QuizWeights = Readonly<Record<string, number>>;

export interface QuizAnswer {
  label: string;
  weights: QuizWeights;
}

export interface QuizQuestion {
  title: string;
  answers: readonly QuizAnswer[];
}

export interface QuizRules {
  questions: readonly QuizQuestion[];
  /** Each axis lists the keys that compete; its winner is one part of the result key. */
  axes: readonly (readonly string[])[];
}

/** The chosen answer of each question (index into its answers), `undefined` while unanswered. */
export type QuizAnswers = readonly (number | undefined)[];

/** The result key the answers lead to, or `undefined` when the rules give none. */
export function resolveQuiz(rules: QuizRules, answers: QuizAnswers): string | undefined {
  const totals = new Map<string, number>();
  rules.questions.forEach((question, index) => {
    const chosen = answers[index];
    const answer = chosen === undefined ? undefined : question.answers[chosen];
    for (const [key, points] of Object.entries(answer?.weights ?? {})) {
      totals.set(key, (totals.get(key) ?? 0) + points);
    }
  });
  const parts: string[] = [];
  for (const axis of rules.axes) {
    let best: string | undefined;
    let bestPoints = 0;
    let tie = false;
    for (const key of axis) {
      const points = totals.get(key) ?? 0;
      if (points > bestPoints) {
        best = key;
        bestPoints = points;
        tie = false;
      } else if (points === bestPoints && points > 0) {
        tie = true;
      }
    }
    if (best === undefined || tie) return undefined;
    parts.push(best);
  }
  return parts.join('-');
}

/** Every result key the axes allow (their cartesian product), in order. */
export function quizResultKeys(axes: QuizRules['axes']): string[] {
  return axes.reduce<string[]>(
    (keys, axis) => keys.flatMap((key) => axis.map((part) => (key ? `${key}-${part}` : part))),
    [''],
  ).filter((key) => key !== '');
}

/** One combination of answers, with their labels for messages. */
export interface QuizCombination {
  answers: number[];
  labels: string[];
  /** The result key the rules give, when they give one (but its result is empty). */
  result?: string;
}

/** At most this many combinations are walked (5 questions of 5 answers is 3,125). */
export const MAX_QUIZ_COMBINATIONS = 20_000;

/**
 * The answer combinations that lead nowhere: the rules give no result for them, or give a result
 * for which `hasResult` says nothing is filled in. The editor lists them before publishing.
 * Returns `null` when the quiz has more combinations than `MAX_QUIZ_COMBINATIONS`.
 */
export function deadEndCombinations(
  rules: QuizRules,
  hasResult: (key: string) => boolean = () => true,
): QuizCombination[] | null {
  const counts = rules.questions.map((question) => question.answers.length);
  if (counts.some((count) => count === 0)) return [];
  const total = counts.reduce((product, count) => product * count, 1);
  if (total > MAX_QUIZ_COMBINATIONS) return null;
  const dead: QuizCombination[] = [];
  const answers = counts.map(() => 0);
  for (let n = 0; n < total; n++) {
    // Odometer order: the last question's answer turns fastest.
    let rest = n;
    for (let index = counts.length - 1; index >= 0; index--) {
      answers[index] = rest % counts[index]!;
      rest = Math.floor(rest / counts[index]!);
    }
    const result = resolveQuiz(rules, answers);
    if (result === undefined || !hasResult(result)) {
      dead.push({
        answers: [...answers],
        labels: answers.map((answer, index) => rules.questions[index]!.answers[answer]!.label),
        ...(result === undefined ? {} : { result }),
      });
    }
  }
  return dead;
}

/**
 * Reads weights as an editor writes them: `phev:2, private:1` (a key alone counts 1). Returns
 * `null` when the text is not of that form.
 */
export function parseQuizWeights(text: string | undefined): Record<string, number> | null {
  const weights: Record<string, number> = {};
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return weights;
  for (const part of trimmed.split(/\s*,\s*/)) {
    const match = /^([a-z0-9_]+)(?:\s*:\s*(\d{1,3}))?$/i.exec(part);
    if (!match) return null;
    weights[match[1]!.toLowerCase()] = (weights[match[1]!.toLowerCase()] ?? 0) + Number(match[2] ?? 1);
  }
  return weights;
}

/** The pattern a weights field allows (for its template definition). */
export const QUIZ_WEIGHTS_PATTERN = '\\s*([A-Za-z0-9_]+(\\s*:\\s*\\d{1,3})?)(\\s*,\\s*[A-Za-z0-9_]+(\\s*:\\s*\\d{1,3})?)*\\s*';

// ---- URL state -------------------------------------------------------------------------------

/** Where the visitor is: the intro, question `index` (0-based), or the result. */
export type QuizStep = { kind: 'intro' } | { kind: 'question'; index: number } | { kind: 'result' };

export interface QuizState {
  step: QuizStep;
  answers: QuizAnswers;
}

/** The query parameter that holds the quiz's state. */
export const QUIZ_PARAM = 'q';

/**
 * Reads `?q=` for a quiz with `counts[i]` answers to question i. The value is the step (`1`…`5`,
 * or `r` for the result) then the chosen answers (1-based, `0` for none), dot-separated:
 * `q=3.1.2` is question 3 after answering 1 and 2; `q=r.1.2.1.5.3` is the result of five
 * answers. No (or an unreadable) value is the start: the intro when the quiz has one.
 */
export function readQuizState(search: string, counts: readonly number[], hasIntro: boolean): QuizState {
  const start: QuizState = {
    step: hasIntro ? { kind: 'intro' } : { kind: 'question', index: 0 },
    answers: counts.map(() => undefined),
  };
  const value = new URLSearchParams(search.replace(/^\?/, '')).get(QUIZ_PARAM);
  if (!value || !/^(r|\d{1,2})(\.\d{1,2})*$/.test(value)) return start;
  const [stepText, ...rest] = value.split('.');
  const answers = counts.map((count, index) => {
    const chosen = Number(rest[index] ?? 0);
    return chosen >= 1 && chosen <= count ? chosen - 1 : undefined;
  });
  const firstOpen = answers.findIndex((answer) => answer === undefined);
  if (stepText === 'r') {
    // A result needs every answer; otherwise the visitor continues where the answers stop.
    return { step: firstOpen === -1 ? { kind: 'result' } : { kind: 'question', index: firstOpen }, answers };
  }
  const index = Number(stepText) - 1;
  if (index < 0 || index >= counts.length) return start;
  // Questions come in order: a later question needs the earlier ones answered.
  const reachable = firstOpen === -1 ? index : Math.min(index, firstOpen);
  return { step: { kind: 'question', index: reachable }, answers };
}

/** The query string of `state`, keeping the page's other parameters. */
export function quizSearch(state: QuizState | null, current: string): string {
  const params = new URLSearchParams(current.replace(/^\?/, ''));
  params.delete(QUIZ_PARAM);
  if (state && state.step.kind !== 'intro') {
    const step = state.step.kind === 'result' ? 'r' : String(state.step.index + 1);
    // Trailing unanswered questions are left out: `3.1.2`, not `3.1.2.0.0`.
    const answers = state.answers.map((answer) => (answer === undefined ? 0 : answer + 1));
    while (answers.length > 0 && answers.at(-1) === 0) answers.pop();
    params.set(QUIZ_PARAM, [step, ...answers].join('.'));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
