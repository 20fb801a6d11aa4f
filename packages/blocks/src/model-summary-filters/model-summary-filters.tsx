import { localize } from '@forecourt/api-client';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  applyModelSummaryFilter,
  filterFromSearch,
  matchesFilter,
  NO_FILTER,
  summariesOnPage,
  type ModelSummaryFilter,
  type SummaryIdentity,
} from '../shared/model-summary-filter.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { modelSummaryFiltersTemplate } from './model-summary-filters.schema.js';
import './model-summary-filters.css';

export type ModelSummaryFiltersProps = BlockViewProps<typeof modelSummaryFiltersTemplate>;

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/**
 * Model summary filters: a model and a body style select over the Model summary blocks of the
 * page (see shared/model-summary-filter.ts). The choices come from the summaries in the page, so
 * the form appears once the page is running; without it, every summary stays shown.
 */
export function ModelSummaryFilters({ data, locale }: ModelSummaryFiltersProps) {
  const t = blockT({ en, pl }, locale);
  const id = useId();
  const [summaries, setSummaries] = useState<SummaryIdentity[] | null>(null);
  const [choice, setChoice] = useState<ModelSummaryFilter>(NO_FILTER);
  const [result, setResult] = useState('');

  useEffect(() => {
    const onPage = summariesOnPage();
    const fromAddress = filterFromSearch(window.location.search);
    setSummaries(onPage);
    // A shared link's choice, if the page still has it.
    setChoice({
      model: onPage.some((s) => s.model === fromAddress.model) ? fromAddress.model : '',
      bodystyle: onPage.some((s) => s.bodystyle === fromAddress.bodystyle) ? fromAddress.bodystyle : '',
    });
  }, []);

  if (!summaries || summaries.length === 0) return <section className="fc-model-summary-filters" />;

  const models = unique(summaries.map((s) => s.model));
  const bodystyles = unique(summaries.filter((s) => !choice.model || s.model === choice.model).map((s) => s.bodystyle));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyModelSummaryFilter(choice);
    const shown = summaries.filter((s) => matchesFilter(s, choice)).length;
    setResult(t('result', { count: shown, total: summaries.length }));
  };

  return (
    <section className="fc-model-summary-filters">
      <form className="fc-model-summary-filters__form" aria-label={t('filterName')} onSubmit={onSubmit}>
        <div className="fc-model-summary-filters__field">
          <label htmlFor={`${id}-model`}>{localize(data.fields.selectModel, locale) || t('model')}</label>
          <select
            id={`${id}-model`}
            value={choice.model}
            onChange={(event) => {
              const model = event.target.value;
              // Keep the body style when the new model comes in it.
              const keeps = summaries.some((s) => (!model || s.model === model) && s.bodystyle === choice.bodystyle);
              setChoice({ model, bodystyle: keeps ? choice.bodystyle : '' });
            }}
          >
            <option value="">{t('allModels')}</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        </div>
        {unique(summaries.map((s) => s.bodystyle)).length > 0 ? (
          <div className="fc-model-summary-filters__field">
            <label htmlFor={`${id}-bodystyle`}>{localize(data.fields.selectBodystyle, locale) || t('bodystyle')}</label>
            <select
              id={`${id}-bodystyle`}
              value={choice.bodystyle}
              onChange={(event) => setChoice({ ...choice, bodystyle: event.target.value })}
            >
              <option value="">{t('allBodystyles')}</option>
              {bodystyles.map((bodystyle) => (
                <option key={bodystyle} value={bodystyle}>
                  {bodystyle}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="fc-model-summary-filters__submit">
          {localize(data.fields.submit, locale) || t('submit')}
        </button>
      </form>
      <p className="fc-model-summary-filters__result" role="status">
        {result}
      </p>
    </section>
  );
}

export default ModelSummaryFilters;
