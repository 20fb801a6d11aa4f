import { localize } from '@forecourt/api-client';
import { Button, CtaLink, cx, Image, openVideo } from '@forecourt/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { localized } from '../localized.js';
import { sanitizeRichText } from '../sanitize.js';
import { QuizQuestionStep, quizT } from '../shared/quiz/quiz-steps.js';
import { useQuiz } from '../shared/quiz/use-quiz.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import { DEFENDER_QUIZ_RULES, type defenderQuizTemplate } from './defender-quiz.schema.js';
import { parseDefenderImagesData, type DefenderImagesData } from './images-data.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import '../shared/quiz.css';

export type DefenderQuizProps = BlockViewProps<typeof defenderQuizTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type ImagesState = { kind: 'loading' } | { kind: 'ready'; data: DefenderImagesData } | { kind: 'failed' };

/** Loads and checks the image data file once per address (in the browser only). */
function useImagesData(url: string): ImagesState {
  const [state, setState] = useState<ImagesState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((json: unknown) => {
        const data = parseDefenderImagesData(json);
        setState(data ? { kind: 'ready', data } : { kind: 'failed' });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('Defender quiz image data could not be loaded:', error);
          setState({ kind: 'failed' });
        }
      });
    return () => controller.abort();
  }, [url]);
  return state;
}

/**
 * Defender quiz: a welcome (video and image), three questions (body, engine, pack), then the
 * combination's image, description and configurator link with the body's variant group. The
 * image data comes from the editor's JSON file; should it fail, the quiz still runs and says
 * calmly that the pictures are missing. Step and answers live in the URL (`?q=`).
 */
export function DefenderQuiz({ data, locale }: DefenderQuizProps) {
  const t = blockT({ en, pl }, locale);
  const common = quizT(locale);
  const headingId = useId();
  const { header_tag = '2', theme = 'white-theme', welcome_image, welcome_video, images_data_url } = data.fields;
  const text = (key: 'body_question' | 'engine_question' | 'pack_question' | 'start_label' | 'video_label' | 'continue_label') =>
    localize(data.fields[key], locale);
  const rules = useMemo(
    () => ({
      ...DEFENDER_QUIZ_RULES,
      questions: DEFENDER_QUIZ_RULES.questions.map((question, index) => ({
        title: text((['body_question', 'engine_question', 'pack_question'] as const)[index]!) ||
          t((['bodyQuestion', 'engineQuestion', 'packQuestion'] as const)[index]!),
        answers: question.answers.map((answer) => ({ ...answer, label: t(`answers.${answer.label}`) })),
      })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts depend on data and locale only
    [data, locale],
  );
  const quiz = useQuiz(rules, true);
  const images = useImagesData(images_data_url);
  const level = Number(header_tag) as Level;
  const Heading = `h${level}` as const;
  const inner = Math.min(level + 1, 6) as Level;
  const InnerHeading = `h${inner}` as const;
  const { step, answers } = quiz.state;
  const disclaimer = sanitizeRichText(localize(data.fields.disclaimer, locale));

  const renderResult = () => {
    const [body, engine, pack] = quiz.result?.split('-') ?? [];
    const combination = images.kind === 'ready' && quiz.result ? images.data[quiz.result] : undefined;
    const variant = data.groups.find((group) => (group.variant ?? '110') === body);
    const name = [t(`answers.${body}`), t(`answers.${engine}`), t(`answers.${pack}`)].join(' · ');
    const facts = localize(variant?.variant_data, locale).split('\n').map((line) => line.trim()).filter(Boolean);
    const link = localized(variant?.link, locale);
    const secondary = localized(variant?.secondary_link, locale);
    return (
      <div className="fc-quiz__step fc-quiz__result" data-result={quiz.result}>
        <div>
          <InnerHeading className="fc-quiz__question" tabIndex={-1} ref={quiz.headingRef}>
            {t('resultTitle', { name })}
          </InnerHeading>
          {combination ? (
            <>
              <Image className="fc-quiz__result-image" imageId={combination.image} alt={combination.alt} widths={[430, 720, 1180]} sizes="(min-width: 741px) 60vw, 100vw" />
              <p>{combination.description}</p>
              <p>
                <a className="fc-button fc-button--medium" href={combination.configurator_url} target="_blank" rel="noopener">
                  {text('continue_label') || t('continue')} <span className="fc-visually-hidden">{t('opensNewWindow')}</span>
                </a>
              </p>
            </>
          ) : null}
        </div>
        <aside>
          {variant ? (
            <div className="fc-quiz__variant">
              {variant.variant_image ? (
                <Image className="fc-quiz__result-image" imageId={variant.variant_image.id} alt={variant.variant_image.alt ?? ''} widths={[430, 720]} sizes="(min-width: 741px) 30vw, 100vw" />
              ) : null}
              {facts.length > 0 ? (
                <ul className="fc-quiz__benefits">
                  {facts.map((fact, index) => (
                    <li key={index}>{fact}</li>
                  ))}
                </ul>
              ) : null}
              <div className="fc-quiz__actions">
                {link ? <CtaLink {...link} theme={theme} /> : null}
                {secondary ? <CtaLink {...secondary} theme={theme} appearance="text" /> : null}
              </div>
            </div>
          ) : null}
          <div className="fc-quiz__actions">
            <Button type="button" theme={theme} labelText={common('previous')} onClick={quiz.previous} />
            <Button type="button" theme={theme} labelText={common('startAgain')} onClick={quiz.restart} />
          </div>
        </aside>
      </div>
    );
  };

  return (
    <section className={cx('fc-quiz', 'fc-defender-quiz', 'fc-surface', `fc-surface--${theme}`)} aria-labelledby={headingId}>
      <div className="fc-quiz__inner">
        <Heading
          id={headingId}
          className="fc-quiz__title fc-quiz__question"
          tabIndex={step.kind === 'intro' ? -1 : undefined}
          ref={step.kind === 'intro' ? quiz.headingRef : undefined}
        >
          {localize(data.fields.heading, locale)}
        </Heading>
        {images.kind === 'failed' ? (
          <p className="fc-quiz__notice" role="status">
            {t('dataFailed')}
          </p>
        ) : null}
        {step.kind === 'intro' ? (
          <div className="fc-quiz__step fc-quiz__intro">
            {welcome_image ? (
              <Image className="fc-quiz__result-image" imageId={welcome_image.id} alt={welcome_image.alt ?? ''} widths={[430, 720, 1180]} sizes="(min-width: 741px) 60vw, 100vw" />
            ) : null}
            {localize(data.fields.welcome_text, locale) ? <p>{localize(data.fields.welcome_text, locale)}</p> : null}
            <div className="fc-quiz__actions">
              <Button
                type="button"
                theme={theme}
                labelText={text('start_label') || t('start')}
                onClick={() => quiz.go({ step: { kind: 'question', index: 0 }, answers })}
              />
              {welcome_video ? (
                <Button
                  type="button"
                  theme={theme}
                  icon="play"
                  labelText={text('video_label') || t('video')}
                  onClick={() => openVideo({ src: welcome_video, title: localize(data.fields.heading, locale) })}
                />
              ) : null}
            </div>
          </div>
        ) : step.kind === 'question' ? (
          <QuizQuestionStep key={step.index} quiz={quiz} rules={rules} index={step.index} locale={locale} theme={theme} level={inner} hasIntro />
        ) : (
          renderResult()
        )}
        {disclaimer ? <div className="fc-quiz__disclaimer" dangerouslySetInnerHTML={{ __html: disclaimer }} /> : null}
      </div>
    </section>
  );
}

export default DefenderQuiz;
