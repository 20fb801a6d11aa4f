import { localize, type DerivativeSpecKey, type ModelDerivative, type ModelSpec } from '@forecourt/api-client';
import { cx, type Translate } from '@forecourt/ui';
import { sanitizeRichText } from '../sanitize.js';
import { useModelSpec } from '../shared/model-spec.js';
import { matchesFilter, useModelSummaryFilter } from '../shared/model-summary-filter.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { modelSummaryTemplate } from './model-summary.schema.js';
import './model-summary.css';

export type ModelSummaryProps = BlockViewProps<typeof modelSummaryTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

interface Column {
  key: DerivativeSpecKey;
  label: string;
}

/** The derivatives of the block's body style, or all of them when the spec has none of it. */
export function derivativesOf(spec: ModelSpec, bodystyle: string): ModelDerivative[] {
  const ofStyle = spec.derivatives.filter((d) => d.bodystyle === bodystyle);
  return bodystyle && ofStyle.length > 0 ? ofStyle : spec.derivatives;
}

/**
 * Model summary: a model's derivatives with three headline values, and its standard equipment,
 * from the model spec (loaded in the browser). Hidden when the page's Model summary filters
 * choose another model or body style.
 */
export function ModelSummary({ data, locale }: ModelSummaryProps) {
  const { car_key, model, bodystyle = '', tab_id, header_tag = '2', has_columns = true } = data.fields;
  const t = blockT({ en, pl }, locale);
  const filter = useModelSummaryFilter();
  const state = useModelSpec(car_key);
  const level = Number(header_tag) as Level;
  const subLevel = Math.min(level + 1, 6) as Level;
  const Heading = `h${level}` as const;
  const SubHeading = `h${subLevel}` as const;
  const specsHeading = localize(data.fields.specs_heading, locale);
  const featuresHeading = localize(data.fields.features_heading, locale);
  const moreLabel = localize(data.fields.standard_equipment_label, locale) || t('moreEquipment');
  const moreContent = sanitizeRichText(localize(data.fields.standard_equipment_content, locale));
  const columns: Column[] = ([1, 2, 3] as const).map((n) => {
    const key = data.fields[`spec_key_${n}`] ?? 'power';
    return { key, label: localize(data.fields[`spec_label_${n}`], locale) || t(`specs.${key}`) };
  });

  return (
    <section
      className="fc-model-summary"
      id={tab_id || undefined}
      data-model-summary=""
      data-model={model}
      data-bodystyle={bodystyle}
      hidden={!matchesFilter({ model, bodystyle }, filter)}
    >
      <div className="fc-model-summary__inner">
        <Heading className="fc-model-summary__heading">{[model, bodystyle].filter(Boolean).join(' ')}</Heading>
        {specsHeading ? <SubHeading className="fc-model-summary__subheading">{specsHeading}</SubHeading> : null}
        {state.status === 'ready' ? (
          <Derivatives
            derivatives={derivativesOf(state.spec, bodystyle)}
            columns={columns}
            asCards={has_columns}
            t={t}
            level={Math.min(subLevel + 1, 6) as Level}
          />
        ) : state.status === 'idle' ? (
          <noscript>
            <p className="fc-model-summary__status">{t('noScript')}</p>
          </noscript>
        ) : (
          <div className="fc-model-summary__status">
            <p role="status">{t(state.status)}</p>
            {state.status === 'failed' ? (
              <button type="button" className="fc-model-summary__retry" onClick={state.retry}>
                {t('retry')}
              </button>
            ) : null}
          </div>
        )}
        {state.status === 'ready' && state.spec.standard_equipment.length > 0 ? (
          <div className="fc-model-summary__features">
            {featuresHeading ? <SubHeading className="fc-model-summary__subheading">{featuresHeading}</SubHeading> : null}
            <div className="fc-model-summary__feature-groups">
              {state.spec.standard_equipment.map((group) => (
                <div key={group.title} className="fc-model-summary__feature-group">
                  <p className="fc-model-summary__feature-title">{group.title}</p>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        ) : null}
        {moreContent ? (
          <details className="fc-model-summary__more">
            <summary>{moreLabel}</summary>
            <div className="fc-model-summary__more-content" dangerouslySetInnerHTML={{ __html: moreContent }} />
          </details>
        ) : null}
      </div>
    </section>
  );
}

interface DerivativesProps {
  derivatives: ModelDerivative[];
  columns: Column[];
  asCards: boolean;
  t: Translate;
  level: Level;
}

function Derivatives({ derivatives, columns, asCards, t, level }: DerivativesProps) {
  const Title = `h${level}` as const;
  if (asCards) {
    return (
      <ul className="fc-model-summary__cards">
        {derivatives.map((derivative) => (
          <li key={derivative.key} className="fc-model-summary__card">
            <Title className="fc-model-summary__card-title">{derivative.name}</Title>
            <dl className="fc-model-summary__values">
              {columns.map((column) => (
                <div key={column.key}>
                  <dt>{column.label}</dt>
                  <dd>{derivative.specs[column.key] ?? '–'}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={cx('fc-model-summary__table-wrap')}>
      <table className="fc-model-summary__table">
        <thead>
          <tr>
            <th scope="col">{t('derivative')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {derivatives.map((derivative) => (
            <tr key={derivative.key}>
              <th scope="row">{derivative.name}</th>
              {columns.map((column) => (
                <td key={column.key}>{derivative.specs[column.key] ?? '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default ModelSummary;
