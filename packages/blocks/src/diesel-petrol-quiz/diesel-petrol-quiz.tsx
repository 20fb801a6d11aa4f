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
  DIESEL_PETROL_QUIZ_ANSWERS,
  dieselPetrolQuizRules,
  dieselPetrolResultFilled,
  findDieselPetrolResult,
  type dieselPetrolQuizTemplate,
} from './diesel-petrol-quiz.schema.js';
import '../shared/quiz.css';

export type DieselPetrolQuizProps = BlockViewProps<typeof dieselPetrolQuizTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Diesel or petrol quiz: an intro with a start button, five questions one at a time, then the
 * powertrain the answers give the most points. The step and answers live in the URL (`?q=`).
 */
export function DieselPetrolQuiz({ data, locale, mode }: DieselPetrolQuizProps) {
  const t = quizT(locale);
  const headingId = useId();
  const { header_tag = '2', theme = 'white-theme', intro_image } = data.fields;
  const rules = useMemo(() => dieselPetrolQuizRules(data, locale), [data, locale]);
  const quiz = useQuiz(rules, true);
  const level = Number(header_tag) as Level;
  const Heading = `h${level}` as const;
  const inner = Math.min(level + 1, 6) as Level;
  const { step } = quiz.state;
  const result = quiz.result ? findDieselPetrolResult(data.groups, quiz.result) : undefined;

  return (
    <section
      className={cx('fc-quiz', 'fc-diesel-petrol-quiz', 'fc-surface', `fc-surface--${theme}`)}
      aria-labelledby={headingId}
    >
      <div className="fc-quiz__inner">
        {/* On the intro the block's heading is the step's: focus returns to it on "Start again". */}
        <Heading
          id={headingId}
          className="fc-quiz__title fc-quiz__question"
          tabIndex={step.kind === 'intro' ? -1 : undefined}
          ref={step.kind === 'intro' ? quiz.headingRef : undefined}
        >
          {localize(data.fields.heading, locale)}
        </Heading>
        {step.kind === 'intro' ? (
          <div className="fc-quiz__step fc-quiz__intro">
            {intro_image ? (
              <Image
                className="fc-quiz__result-image"
                imageId={intro_image.id}
                alt={intro_image.alt ?? ''}
                widths={[430, 720, 1180]}
                sizes="(min-width: 741px) 60vw, 100vw"
              />
            ) : null}
            {localize(data.fields.intro_text, locale) ? <p>{localize(data.fields.intro_text, locale)}</p> : null}
            <div className="fc-quiz__actions">
              <Button
                type="button"
                theme={theme}
                labelText={localize(data.fields.start_label, locale) || t('start')}
                onClick={() => quiz.go({ step: { kind: 'question', index: 0 }, answers: quiz.state.answers })}
              />
            </div>
          </div>
        ) : step.kind === 'question' ? (
          <QuizQuestionStep
            key={step.index}
            quiz={quiz}
            rules={rules}
            index={step.index}
            locale={locale}
            theme={theme}
            level={inner}
            hasIntro
          />
        ) : result && dieselPetrolResultFilled(result) ? (
          <ResultStep group={result} data={data} locale={locale} level={inner} quiz={quiz} rules={rules} />
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

function ResultStep({
  group,
  data,
  locale,
  level,
  quiz,
  rules,
}: {
  group: DieselPetrolQuizProps['data']['groups'][number];
  data: DieselPetrolQuizProps['data'];
  locale: DieselPetrolQuizProps['locale'];
  level: Level;
  quiz: ReturnType<typeof useQuiz>;
  rules: ReturnType<typeof dieselPetrolQuizRules>;
}) {
  const t = quizT(locale);
  const theme = data.fields.theme ?? 'white-theme';
  const Heading = `h${level}` as const;
  const description = sanitizeRichText(localize(group.description, locale));
  const link = localized(group.link, locale);
  return (
    <div className="fc-quiz__step fc-quiz__result" data-result={group.result}>
      <div>
        <Heading className="fc-quiz__question" tabIndex={-1} ref={quiz.headingRef}>
          {localize(group.title, locale)}
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
        {link ? <CtaLink {...link} theme={theme} /> : null}
      </div>
      <aside>
        <QuizSummary
          rules={rules}
          answers={quiz.state.answers}
          title={t('yourAnswers')}
          labels={readSummaryLabels(data.fields as Record<string, unknown>, DIESEL_PETROL_QUIZ_ANSWERS, locale)}
        />
        <div className="fc-quiz__actions">
          <Button type="button" theme={theme} labelText={t('previous')} onClick={quiz.previous} />
          <Button type="button" theme={theme} labelText={t('startAgain')} onClick={quiz.restart} />
        </div>
      </aside>
    </div>
  );
}

export default DieselPetrolQuiz;
