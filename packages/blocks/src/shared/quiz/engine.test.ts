import { describe, expect, it } from 'vitest';
import {
  deadEndCombinations,
  parseQuizWeights,
  quizResultKeys,
  quizSearch,
  readQuizState,
  resolveQuiz,
  type QuizRules,
} from './engine.js';

const rules: QuizRules = {
  axes: [
    ['private', 'business'],
    ['phev', 'diesel'],
  ],
  questions: [
    { title: 'Who owns it?', answers: [{ label: 'Me', weights: { private: 1 } }, { label: 'My company', weights: { business: 1 } }] },
    { title: 'Daily distance?', answers: [{ label: 'Short', weights: { phev: 2 } }, { label: 'Long', weights: { diesel: 2 } }, { label: 'Both', weights: { phev: 1, diesel: 1 } }] },
  ],
};

describe('resolveQuiz', () => {
  it('joins the winner of each axis', () => {
    expect(resolveQuiz(rules, [1, 1])).toBe('business-diesel');
    expect(resolveQuiz(rules, [0, 0])).toBe('private-phev');
  });

  it('gives no result on a tie or an axis without points', () => {
    expect(resolveQuiz(rules, [0, 2])).toBeUndefined();
    expect(resolveQuiz(rules, [undefined, 0])).toBeUndefined();
  });
});

describe('deadEndCombinations', () => {
  it('names the combinations without a result', () => {
    expect(deadEndCombinations(rules)).toEqual([
      { answers: [0, 2], labels: ['Me', 'Both'] },
      { answers: [1, 2], labels: ['My company', 'Both'] },
    ]);
  });

  it('names the combinations whose result is empty', () => {
    const dead = deadEndCombinations(
      { ...rules, questions: [rules.questions[0]!, { ...rules.questions[1]!, answers: rules.questions[1]!.answers.slice(0, 2) }] },
      (key) => key !== 'business-phev',
    );
    expect(dead).toEqual([{ answers: [1, 0], labels: ['My company', 'Short'], result: 'business-phev' }]);
  });

  it('is empty when every combination has a result', () => {
    expect(deadEndCombinations({ axes: [['a', 'b']], questions: [{ title: 'Q', answers: [{ label: 'A', weights: { a: 1 } }, { label: 'B', weights: { b: 1 } }] }] })).toEqual([]);
  });
});

describe('quizResultKeys', () => {
  it('lists every key the axes allow', () => {
    expect(quizResultKeys(rules.axes)).toEqual(['private-phev', 'private-diesel', 'business-phev', 'business-diesel']);
  });
});

describe('parseQuizWeights', () => {
  it('reads keys with points, a bare key counting 1', () => {
    expect(parseQuizWeights('phev:2, Private')).toEqual({ phev: 2, private: 1 });
    expect(parseQuizWeights('')).toEqual({});
  });

  it('refuses other text', () => {
    expect(parseQuizWeights('phev = 2')).toBeNull();
  });
});

describe('quiz URL state', () => {
  const counts = [2, 2, 2, 5, 3];

  it('starts at the intro or the first question', () => {
    expect(readQuizState('', counts, true).step).toEqual({ kind: 'intro' });
    expect(readQuizState('?q=nonsense', counts, false).step).toEqual({ kind: 'question', index: 0 });
  });

  it('round-trips a question step with its answers, keeping other parameters', () => {
    const state = readQuizState('?utm=x&q=3.1.2', counts, false);
    expect(state).toEqual({ step: { kind: 'question', index: 2 }, answers: [0, 1, undefined, undefined, undefined] });
    expect(quizSearch(state, '?utm=x&q=3.1.2')).toBe('?utm=x&q=3.1.2');
  });

  it('shows a shared result only when every question is answered', () => {
    expect(readQuizState('?q=r.1.2.1.5.3', counts, false).step).toEqual({ kind: 'result' });
    expect(readQuizState('?q=r.1.2.0.5.3', counts, false).step).toEqual({ kind: 'question', index: 2 });
  });

  it('ignores answers out of range and questions not yet reachable', () => {
    expect(readQuizState('?q=5.1.9', counts, false)).toEqual({
      step: { kind: 'question', index: 1 },
      answers: [0, undefined, undefined, undefined, undefined],
    });
  });

  it('drops the parameter at the start', () => {
    expect(quizSearch(null, '?q=r.1.1.1.1.1')).toBe('');
  });
});
