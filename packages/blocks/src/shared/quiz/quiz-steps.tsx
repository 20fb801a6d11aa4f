import type { Locale } from '@forecourt/api-client';
import { Button, cx, type SurfaceTheme } from '@forecourt/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { blockT } from '../../translate.js';
import type { QuizController } from './use-quiz.js';
import type { QuizRules } from './engine.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** The interface texts every quiz shares. */
export const quizT = (locale: Locale) => blockT({ en, pl }, locale);

export interface QuizQuestionStepProps {
  quiz: QuizController;
  rules: QuizRules;
  index: number;
  locale: Locale;
  theme: SurfaceTheme;
  /** Heading level of the question (one below the block's heading). */
  level: Level;
  /** Whether "Previous" goes somewhere from the first question (an intro). */
  hasIntro: boolean;
}

/**
 * One question: its answers as radio buttons, "Previous", and "Next" ("See results" on the
 * last). The progress ("Question 2 of 5") is a live region, so screen readers announce each new
 * question; the question's heading takes the focus (see `useQuiz`).
 */
export function QuizQuestionStep({ quiz, rules, index, locale, theme, level, hasIntro }: QuizQuestionStepProps) {
  const t = quizT(locale);
  const headingId = useId();
  const errorId = useId();
  const question = rules.questions[index]!;
  const saved = quiz.state.answers[index];
  const [chosen, setChosen] = useState<number | undefined>(saved);
  const [missing, setMissing] = useState(false);
  const last = index === rules.questions.length - 1;
  const Heading = `h${level}` as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) {
      setMissing(true);
      return;
    }
    quiz.answer(index, chosen);
  };

  return (
    <form className="fc-quiz__step" onSubmit={submit} noValidate>
      <p className="fc-quiz__progress" role="status">
        {t('progress', { n: index + 1, total: rules.questions.length })}
      </p>
      <progress className="fc-quiz__bar" max={rules.questions.length} value={index + 1} aria-hidden="true" />
      <Heading id={headingId} className="fc-quiz__question" tabIndex={-1} ref={quiz.headingRef}>
        {question.title}
      </Heading>
      <div
        className="fc-quiz__answers"
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={missing ? errorId : undefined}
        aria-invalid={missing || undefined}
      >
        {question.answers.map((answer, answerIndex) => (
          <label key={answerIndex} className={cx('fc-quiz__answer', chosen === answerIndex && 'fc-quiz__answer--chosen')}>
            <input
              type="radio"
              name={`${headingId}-answer`}
              value={answerIndex}
              checked={chosen === answerIndex}
              onChange={() => {
                setChosen(answerIndex);
                setMissing(false);
              }}
            />
            <span>{answer.label}</span>
          </label>
        ))}
      </div>
      {missing ? (
        <p id={errorId} className="fc-quiz__error" role="alert">
          {t('chooseAnswer')}
        </p>
      ) : null}
      <div className="fc-quiz__actions">
        {index > 0 || hasIntro ? (
          <Button type="button" theme={theme} labelText={t('previous')} onClick={quiz.previous} />
        ) : null}
        <Button type="submit" theme={theme} labelText={last ? t('seeResults') : t('next')} />
      </div>
    </form>
  );
}

export interface QuizSummaryProps {
  rules: QuizRules;
  answers: QuizController['state']['answers'];
  /** The summary's heading (the editor's label, or "Your answers"). */
  title: string;
  /** The editor's labels of the questions in the summary; the questions themselves when empty. */
  labels?: readonly (string | undefined)[];
}

/** The visitor's answers, question by question, beside the result. */
export function QuizSummary({ rules, answers, title, labels = [] }: QuizSummaryProps) {
  return (
    <div className="fc-quiz__summary">
      <p className="fc-quiz__summary-title">{title}</p>
      <dl>
        {rules.questions.map((question, index) => {
          const answer = answers[index];
          return (
            <div key={index}>
              <dt>{labels[index] || question.title}</dt>
              <dd>{answer === undefined ? '' : question.answers[answer]?.label}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** What the visitor sees when the answers lead to no filled-in result; the preview says why. */
export function QuizNoResult({
  quiz,
  locale,
  theme,
  level,
  preview,
  resultKey,
  children,
}: {
  quiz: QuizController;
  locale: Locale;
  theme: SurfaceTheme;
  level: Level;
  preview: boolean;
  resultKey: string | undefined;
  children?: ReactNode;
}) {
  const t = quizT(locale);
  const Heading = `h${level}` as const;
  return (
    <div className="fc-quiz__step fc-quiz__no-result">
      <Heading className="fc-quiz__question" tabIndex={-1} ref={quiz.headingRef}>
        {t('noResultTitle')}
      </Heading>
      <p>{t('noResultText')}</p>
      {preview ? (
        <p className="fc-block-placeholder__problem" role="note">
          {t('previewDeadEnd', { result: resultKey ?? '—' })}
        </p>
      ) : null}
      {children}
      <div className="fc-quiz__actions">
        <Button type="button" theme={theme} labelText={t('previous')} onClick={quiz.previous} />
        <Button type="button" theme={theme} labelText={t('startAgain')} onClick={quiz.restart} />
      </div>
    </div>
  );
}
