import { localize } from '@forecourt/api-client';
import { useId } from 'react';
import { FormRenderer } from '../shared/form/form-renderer.js';
import { paramsFromQuery, parseStringMap } from '../shared/form/values.js';
import { useBlockSiteData } from '../shared/site-data.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import type { entryFormTemplate } from './entry-form.schema.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import './entry-form.css';

export type EntryFormProps = BlockViewProps<typeof entryFormTemplate>;

/**
 * Entry form: a form of Admin › Forms, from the page's forms (the site loads them with the page,
 * so the form is in the server HTML and works without JavaScript). Its wrapper is `#form-<id>`,
 * where a plain POST's answer lands.
 */
export function EntryForm({ data, locale, mode }: EntryFormProps) {
  const site = useBlockSiteData();
  const t = blockT({ en, pl }, locale);
  const id = useId();
  const { fields } = data;
  const formId = fields.form_id?.trim() ?? '';
  const form = formId ? site.form(formId) : undefined;
  const hidden = parseStringMap(fields.form_hidden_field_mapping);
  const mapping = parseStringMap(fields.form_params_mapping);

  if (!form) {
    return (
      <section className="fc-entry-form">
        <div className="fc-entry-form__inner">
          {mode === 'preview' ? (
            <Notice title={formId ? t('missing', { id: formId }) : t('noFormId')} text={formId ? t('missingText') : t('noFormIdText')} />
          ) : null}
          <p className="fc-entry-form__unavailable" role="note">
            <strong>{t('unavailable')}</strong> {t('unavailableText')}
          </p>
        </div>
      </section>
    );
  }

  const title = localize(form.title, locale);
  const params = mapping && site.pageUrl ? paramsFromQuery(site.pageUrl.search, mapping) : {};
  return (
    <section
      id={`form-${form.id}`}
      className="fc-entry-form"
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="fc-entry-form__inner">
        {mode === 'preview' && hidden === null ? <Notice title={t('badMapping', { field: 'form_hidden_field_mapping' })} text={t('badMappingText')} /> : null}
        {mode === 'preview' && mapping === null ? <Notice title={t('badMapping', { field: 'form_params_mapping' })} text={t('badMappingText')} /> : null}
        {title ? (
          <h2 id={`${id}-title`} className="fc-entry-form__title">
            {title}
          </h2>
        ) : null}
        <FormRenderer
          form={form}
          locale={locale}
          action={site.pageUrl?.path}
          columns={fields.has_two_columns ? 2 : form.has_two_columns ? 2 : 1}
          hiddenFields={hidden ?? {}}
          params={params}
          submission={site.formSubmission}
          buttonPosition={fields.button_position}
          buttonColor={fields.button_color}
        />
      </div>
    </section>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="fc-block-placeholder" role="alert">
      <p className="fc-block-placeholder__title">{title}</p>
      <p className="fc-block-placeholder__problem">{text}</p>
    </div>
  );
}

export default EntryForm;
