import { localize } from '@forecourt/api-client';
import { Button, CtaLink, cx, Image } from '@forecourt/ui';
import { useId, useMemo } from 'react';
import { localized } from '../localized.js';
import { sanitizeRichText } from '../sanitize.js';
import { QuizNoResult, QuizQuestionStep, QuizSummary, quizT } from '../shared/quiz/quiz-steps.js';
import { readSummaryLabels } from '../shared/quiz/fields.js';
import { useQuiz } from '../shared/quiz/use-quiz.js';
import type { BlockViewProps } from '../view-props.js';
import {
  findRecommendation,
  POWERTRAINS_QUIZ_ANSWERS,
  powertrainsQuizRules,
  recommendationFilled,
  type powertrainsQuizTemplate,
} from './powertrains-quiz.schema.js';
import '../shared/quiz.css';

export type PowertrainsQuizProps = BlockViewProps<typeof powertrainsQuizTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Powertrains quiz: five questions, one at a time, then the recommendation the answers lead to
 * beside a summary of them. The step and answers live in the URL (`?q=`), so a result can be
 * shared and the back button steps back.
 */
export function PowertrainsQuiz({ data, locale, mode }: PowertrainsQuizProps) {
  const t = quizT(locale);
  const headingId = useId();
  const { header_tag = '2', theme = 'white-theme' } = data.fields;
  const fields = data.fields as Record<string, unknown>;
  const rules = useMemo(() => powertrainsQuizRules(data, locale), [data, locale]);
  const quiz = useQuiz(rules, false);
  const level = Number(header_tag) as Level;
  const Heading = `h${level}` as const;
  const inner = Math.min(level + 1, 6) as Level;
  const intro = localize(data.fields.intro, locale);
  const startAgain = localize(data.fields.start_again_label, locale) || t('startAgain');
  const { step } = quiz.state;
  const recommendation = quiz.result ? findRecommendation(data.groups, quiz.result) : undefined;

  return (
    <section
      className={cx('fc-quiz', 'fc-powertrains-quiz', 'fc-surface', `fc-surface--${theme}`)}
      aria-labelledby={headingId}
    >
      <div className="fc-quiz__inner">
        <Heading id={headingId} className="fc-quiz__title">
          {localize(data.fields.heading, locale)}
        </Heading>
        {intro && step.kind === 'question' && step.index === 0 ? <p>{intro}</p> : null}
        {step.kind === 'question' ? (
          <QuizQuestionStep
            key={step.index}
            quiz={quiz}
            rules={rules}
            index={step.index}
            locale={locale}
            theme={theme}
            level={inner}
            hasIntro={false}
          />
        ) : step.kind === 'result' && recommendation && recommendationFilled(recommendation) ? (
          <div className="fc-quiz__step fc-quiz__result">
            <Recommendation group={recommendation} locale={locale} theme={theme} level={inner} quiz={quiz} />
            <aside>
              <QuizSummary
                rules={rules}
                answers={quiz.state.answers}
                title={localize(data.fields.summary_title, locale) || t('yourAnswers')}
                labels={readSummaryLabels(fields, POWERTRAINS_QUIZ_ANSWERS, locale)}
              />
              <div className="fc-quiz__actions">
                <Button type="button" theme={theme} labelText={t('previous')} onClick={quiz.previous} />
                <Button type="button" theme={theme} labelText={startAgain} onClick={quiz.restart} />
              </div>
            </aside>
          </div>
        ) : (
          <QuizNoResult
            quiz={quiz}
            locale={locale}
            theme={theme}
            level={inner}
            preview={mode === 'preview'}
            resultKey={quiz.result}
          />
        )}
      </div>
    </section>
  );
}

type Group = PowertrainsQuizProps['data']['groups'][number];

function Recommendation({
  group,
  locale,
  theme,
  level,
  quiz,
}: {
  group: Group;
  locale: PowertrainsQuizProps['locale'];
  theme: NonNullable<PowertrainsQuizProps['data']['fields']['theme']>;
  level: Level;
  quiz: ReturnType<typeof useQuiz>;
}) {
  const Heading = `h${level}` as const;
  const title = localize(group.title, locale);
  const name = localize(group.name, locale);
  const description = sanitizeRichText(localize(group.description, locale));
  const disclaimer = sanitizeRichText(localize(group.disclaimer, locale));
  const benefits = localize(group.benefits, locale)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const button = localized(group.button, locale);
  const link = localized(group.link, locale);
  return (
    <div className="fc-quiz__recommendation" data-result={`${group.owner}-${group.powertrain}`}>
      {title ? <p className="fc-quiz__progress">{title}</p> : null}
      <Heading className="fc-quiz__question" tabIndex={-1} ref={quiz.headingRef}>
        {name || title}
      </Heading>
      {group.image ? (
        <Image
          className="fc-quiz__result-image"
          imageId={group.image.id}
          alt={group.image.alt ?? ''}
          widths={[430, 720, 1180]}
          sizes="(min-width: 741px) 60vw, 100vw"
        />
      ) : null}
      {description ? <div dangerouslySetInnerHTML={{ __html: description }} /> : null}
      {benefits.length > 0 ? (
        <ul className="fc-quiz__benefits">
          {benefits.map((benefit, index) => (
            <li key={index}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      <div className="fc-quiz__actions">
        {button ? <CtaLink {...button} theme={theme} /> : null}
        {link ? <CtaLink {...link} theme={theme} appearance="text" /> : null}
      </div>
      {disclaimer ? <div className="fc-quiz__disclaimer" dangerouslySetInnerHTML={{ __html: disclaimer }} /> : null}
    </div>
  );
}

export default PowertrainsQuiz;
