import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlockSiteData } from '../site-data.js';
import { quizSearch, readQuizState, resolveQuiz, type QuizRules, type QuizState } from './engine.js';

export interface QuizController {
  state: QuizState;
  /** The result key of the answers (only meaningful on the result step). */
  result: string | undefined;
  /** Heading of the current step: focused after each step change the visitor makes. */
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  go(next: QuizState | null): void;
  answer(index: number, chosen: number): void;
  previous(): void;
  restart(): void;
}

/**
 * A quiz's state kept in the page URL (`?q=`, see `readQuizState`): the site's router owns it, so
 * a result can be shared and the back button steps back through the questions; without a router
 * (stories, the editor's preview) the block keeps it to itself.
 */
export function useQuiz(rules: QuizRules, hasIntro: boolean): QuizController {
  const site = useBlockSiteData();
  const [ownSearch, setOwnSearch] = useState(site.pageUrl?.search ?? '');
  const routed = site.navigate !== undefined && site.pageUrl !== undefined;
  const search = routed ? site.pageUrl!.search : ownSearch;
  const path = site.pageUrl?.path ?? '';
  const counts = useMemo(() => rules.questions.map((question) => question.answers.length), [rules]);
  const state = useMemo(() => readQuizState(search, counts, hasIntro), [search, counts, hasIntro]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus follows the visitor's own steps (and the back button's), never the first render.
  const stepKey = `${state.step.kind}:${state.step.kind === 'question' ? state.step.index : ''}`;
  const firstStep = useRef(stepKey);
  useEffect(() => {
    if (stepKey !== firstStep.current) {
      firstStep.current = '';
      headingRef.current?.focus();
    }
  }, [stepKey]);

  const go = useCallback(
    (next: QuizState | null) => {
      const query = quizSearch(next, search);
      if (site.navigate && site.pageUrl) site.navigate(`${path}${query}`);
      else setOwnSearch(query);
    },
    [search, site, path],
  );

  const answer = useCallback(
    (index: number, chosen: number) => {
      const answers = state.answers.map((value, i) => (i === index ? chosen : value));
      const last = index === counts.length - 1;
      go({ step: last ? { kind: 'result' } : { kind: 'question', index: index + 1 }, answers });
    },
    [state, counts, go],
  );

  const previous = useCallback(() => {
    const { step } = state;
    if (step.kind === 'result') go({ ...state, step: { kind: 'question', index: counts.length - 1 } });
    else if (step.kind === 'question' && step.index > 0) go({ ...state, step: { kind: 'question', index: step.index - 1 } });
    else if (hasIntro) go(null);
  }, [state, counts, hasIntro, go]);

  const restart = useCallback(() => go(null), [go]);

  const result = state.step.kind === 'result' ? resolveQuiz(rules, state.answers) : undefined;
  return { state, result, headingRef, go, answer, previous, restart };
}
