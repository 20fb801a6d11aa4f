import { localize, MODEL_SPEC_KEYS, type ModelSpec } from '@forecourt/api-client';
import { Accordion as AccordionPrimitive, cx, Image, type Translate } from '@forecourt/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sanitizeRichText } from '../sanitize.js';
import { useModelSpec } from '../shared/model-spec.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { specificationAccordionTemplate } from './specification-accordion.schema.js';
import './specification-accordion.css';

export type SpecificationAccordionProps = BlockViewProps<typeof specificationAccordionTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

interface Labels {
  model: string;
  engine: string;
  specification: string;
  view: string;
}

/**
 * Specification accordion: editorial panels (server-rendered), then the model's specification,
 * loaded in the browser: the visitor picks an engine and a specification (trim) and views its
 * tables.
 */
export function SpecificationAccordion({ data, locale }: SpecificationAccordionProps) {
  const { model_key, bgImage, header_tag = '2' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.header, locale);
  const headingLevel = Number(header_tag) as Level;
  const innerLevel = (heading ? Math.min(headingLevel + 1, 6) : headingLevel) as Level;
  const Heading = `h${headingLevel}` as const;
  const labels: Labels = {
    model: localize(data.fields.select_model_label, locale) || t('model'),
    engine: localize(data.fields.select_engine_label, locale) || t('engine'),
    specification: localize(data.fields.select_specification_label, locale) || t('specification'),
    view: localize(data.fields.view_specification_label, locale) || t('view'),
  };
  const [open, setOpen] = useState<readonly string[]>([]);

  return (
    <section className={cx('fc-spec-accordion', bgImage && 'fc-spec-accordion--image')}>
      {bgImage ? (
        <Image className="fc-spec-accordion__bg" imageId={bgImage.id} alt="" widths={[720, 1180, 1600]} sizes="100vw" />
      ) : null}
      <div className="fc-spec-accordion__inner">
        {heading ? <Heading className="fc-spec-accordion__heading">{heading}</Heading> : null}
        {data.groups.length > 0 ? (
          <AccordionPrimitive.Root value={open} onValueChange={setOpen}>
            {data.groups.map((group, index) => (
              <AccordionPrimitive.Item key={index} value={String(index)}>
                <AccordionPrimitive.Header level={innerLevel}>
                  <AccordionPrimitive.Trigger>
                    <span className="fc-accordion__trigger-label">{localize(group.accordion_title, locale)}</span>
                    <span className="fc-accordion__indicator" aria-hidden="true" />
                  </AccordionPrimitive.Trigger>
                </AccordionPrimitive.Header>
                <AccordionPrimitive.Panel>
                  <div
                    className="fc-spec-accordion__content"
                    dangerouslySetInnerHTML={{ __html: sanitizeRichText(localize(group.accordion_content, locale)) }}
                  />
                </AccordionPrimitive.Panel>
              </AccordionPrimitive.Item>
            ))}
          </AccordionPrimitive.Root>
        ) : null}
        <SpecificationPicker
          modelKey={model_key}
          modelName={MODEL_SPEC_KEYS[model_key]}
          labels={labels}
          t={t}
          tableLevel={innerLevel}
        />
      </div>
    </section>
  );
}

interface PickerProps {
  modelKey: string;
  modelName: string;
  labels: Labels;
  t: Translate;
  tableLevel: Level;
}

function SpecificationPicker({ modelKey, modelName, labels, t, tableLevel }: PickerProps) {
  const state = useModelSpec(modelKey);
  const id = useId();

  return (
    <div className="fc-spec-accordion__picker">
      <p className="fc-spec-accordion__model">
        <span className="fc-spec-accordion__model-label">{labels.model}</span>{' '}
        <strong>{state.status === 'ready' ? state.spec.name : modelName}</strong>
      </p>
      {state.status === 'ready' ? (
        <SpecificationForm spec={state.spec} labels={labels} t={t} tableLevel={tableLevel} id={id} />
      ) : state.status === 'idle' ? (
        <noscript>
          <p className="fc-spec-accordion__status">{t('noScript')}</p>
        </noscript>
      ) : (
        <div className="fc-spec-accordion__status" role="status">
          {state.status === 'loading' ? t('loading') : state.status === 'missing' ? t('missing') : t('failed')}
        </div>
      )}
      {state.status === 'failed' ? (
        <button type="button" className="fc-spec-accordion__button" onClick={state.retry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}

interface FormProps {
  spec: ModelSpec;
  labels: Labels;
  t: Translate;
  tableLevel: Level;
  id: string;
}

function SpecificationForm({ spec, labels, t, tableLevel, id }: FormProps) {
  const [engineKey, setEngineKey] = useState(spec.engines[0]?.key ?? '');
  const engine = spec.engines.find((e) => e.key === engineKey) ?? spec.engines[0];
  const [specKey, setSpecKey] = useState(engine?.specifications[0]?.key ?? '');
  const specification = engine?.specifications.find((s) => s.key === specKey) ?? engine?.specifications[0];
  const [shown, setShown] = useState<{ engine: string; specification: string } | null>(null);
  const shownEngine = shown ? spec.engines.find((e) => e.key === shown.engine) : undefined;
  const shownSpec = shownEngine?.specifications.find((s) => s.key === shown?.specification);
  const SubHeading = `h${tableLevel}` as const;
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The tables appear below the form: take the visitor (and a screen reader) to them.
  useEffect(() => {
    if (shown) resultHeading.current?.focus();
  }, [shown]);

  if (!engine || !specification) return <p className="fc-spec-accordion__status">{t('missing')}</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ engine: engine.key, specification: specification.key });
  };

  return (
    <>
      <form className="fc-spec-accordion__form" onSubmit={onSubmit}>
        <div className="fc-spec-accordion__field">
          <label htmlFor={`${id}-engine`}>{labels.engine}</label>
          <select
            id={`${id}-engine`}
            value={engine.key}
            onChange={(event) => {
              const next = spec.engines.find((e) => e.key === event.target.value);
              setEngineKey(event.target.value);
              // Keep the trim when the new engine has it too.
              if (next && !next.specifications.some((s) => s.key === specKey)) setSpecKey(next.specifications[0]?.key ?? '');
            }}
          >
            {spec.engines.map((e) => (
              <option key={e.key} value={e.key}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
        <div className="fc-spec-accordion__field">
          <label htmlFor={`${id}-specification`}>{labels.specification}</label>
          <select id={`${id}-specification`} value={specification.key} onChange={(event) => setSpecKey(event.target.value)}>
            {engine.specifications.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="fc-spec-accordion__button">
          {labels.view}
        </button>
      </form>
      {shownEngine && shownSpec ? (
        <div className="fc-spec-accordion__result" id={`${id}-result`}>
          <SubHeading className="fc-spec-accordion__result-heading" tabIndex={-1} ref={resultHeading}>
            {`${spec.name}: ${shownEngine.name}, ${shownSpec.name}`}
          </SubHeading>
          {shownSpec.groups.map((group) => (
            <table key={group.title} className="fc-spec-accordion__table">
              <caption>{group.title}</caption>
              <tbody>
                {group.values.map((value) => (
                  <tr key={value.name}>
                    <th scope="row">{value.name}</th>
                    <td>{value.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      ) : null}
    </>
  );
}

export default SpecificationAccordion;
