import { DEFAULT_LOCALE, LOCALES, type Locale, type LocalizedText, type PageLayout, type ValidationIssue } from '@forecourt/api-client';
import { FieldFrame } from '../fields/field-frame.js';
import { LOCALE_NAMES, issueMessage, issuesAt } from '../fields/paths.js';
import { REDIRECT_CODES, type PageDraft } from './draft.js';

export interface PageSettingsProps {
  draft: PageDraft;
  onChange: (patch: Partial<PageDraft>) => void;
  locale: Locale;
  issues: readonly ValidationIssue[];
  showRequired: boolean;
  idPrefix: string;
}

/** The top bars an editor can choose, in `pageLayouts` order. */
const LAYOUT_OPTIONS: ReadonlyArray<{ value: PageLayout; label: string }> = [
  { value: 'main', label: 'Full navigation' },
  { value: 'minimal', label: 'Minimal: logo and title' },
];

function otherLocaleHint(text: LocalizedText, locale: Locale): string | undefined {
  const other = LOCALES.find((l) => l !== locale) ?? DEFAULT_LOCALE;
  if (text[locale] && !text[other]) return `${LOCALE_NAMES[other]} is empty.`;
  if (!text[locale] && text[other]) return `${LOCALE_NAMES[other]}: “${text[other]}”`;
  return undefined;
}

/** Path, title, meta description, page type (page or URL redirection) and top bar of the page. */
export function PageSettings({ draft, onChange, locale, issues, showRequired, idPrefix }: PageSettingsProps) {
  const errorsAt = (path: string) =>
    issuesAt(issues, path)
      .filter((issue) => showRequired || issue.rule !== 'required')
      .map((issue) => issueMessage(issue, path, locale));
  const setLocalized = (key: 'title' | 'description', value: string) => {
    const copy = { ...draft[key] };
    if (value === '') delete copy[locale];
    else copy[locale] = value;
    onChange({ [key]: copy });
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  const description = draft.description[locale] ?? '';
  return (
    <section className="fe-panel" aria-labelledby={id('heading')}>
      <h2 id={id('heading')} className="fe-panel__title">
        Page settings
      </h2>
      <div className="fe-grid-2">
        <div data-field-path="path">
          <FieldFrame id={id('path')} label="Path" required help="Address of the page on the site, e.g. /models/defender." errors={errorsAt('path')}>
            {(a11y) => <input {...a11y} className="fe-input fe-code" type="text" spellCheck={false} value={draft.path} onChange={(e) => onChange({ path: e.target.value })} />}
          </FieldFrame>
        </div>
        <div data-field-path="title">
          <FieldFrame
            id={id('title')}
            label={`Title (${LOCALE_NAMES[locale]})`}
            required={locale === DEFAULT_LOCALE}
            hint={otherLocaleHint(draft.title, locale)}
            errors={errorsAt('title')}
          >
            {(a11y) => <input {...a11y} className="fe-input" type="text" value={draft.title[locale] ?? ''} onChange={(e) => setLocalized('title', e.target.value)} />}
          </FieldFrame>
        </div>
      </div>
      <div data-field-path="meta.description">
        <FieldFrame
          id={id('description')}
          label={`Meta description (${LOCALE_NAMES[locale]})`}
          help="Shown by search engines under the page title."
          counter={{ length: description.length, max: 160 }}
          hint={otherLocaleHint(draft.description, locale)}
          errors={errorsAt('meta.description')}
        >
          {(a11y) => <textarea {...a11y} className="fe-input fe-textarea" rows={2} value={description} onChange={(e) => setLocalized('description', e.target.value)} />}
        </FieldFrame>
      </div>
      <fieldset className="fe-field fe-fieldset" data-field-path="type">
        <legend className="fe-label">Page type</legend>
        <div className="fe-radios">
          <label className="fe-radio">
            <input type="radio" name={id('type')} checked={draft.type === 'page'} onChange={() => onChange({ type: 'page' })} /> Page with blocks
          </label>
          <label className="fe-radio">
            <input type="radio" name={id('type')} checked={draft.type === 'url_redirection'} onChange={() => onChange({ type: 'url_redirection' })} /> URL
            redirection
          </label>
        </div>
      </fieldset>
      {draft.type === 'page' ? (
        <div data-field-path="meta.layout">
          <FieldFrame
            id={id('layout')}
            label="Top bar"
            help="Minimal shows only the logo and the page title, e.g. for a partner brand's page."
            errors={errorsAt('meta.layout')}
          >
            {(a11y) => (
              <select {...a11y} className="fe-input fe-select" value={draft.layout} onChange={(e) => onChange({ layout: e.target.value as PageLayout })}>
                {LAYOUT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        </div>
      ) : null}
      {draft.type === 'url_redirection' ? (
        <div className="fe-grid-2">
          <div data-field-path="to">
            <FieldFrame id={id('to')} label="Redirect to" required help="A site path (/offers) or a full address (https://…)." errors={errorsAt('to')}>
              {(a11y) => <input {...a11y} className="fe-input fe-code" type="text" spellCheck={false} value={draft.to} onChange={(e) => onChange({ to: e.target.value })} />}
            </FieldFrame>
          </div>
          <div data-field-path="http_code">
            <FieldFrame id={id('http-code')} label="HTTP status" errors={errorsAt('http_code')}>
              {(a11y) => (
                <select {...a11y} className="fe-input fe-select" value={draft.http_code ?? 302} onChange={(e) => onChange({ http_code: Number(e.target.value) })}>
                  {REDIRECT_CODES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                      {code === 301 ? ' — moved permanently' : code === 302 ? ' — found (default)' : code === 307 ? ' — temporary' : ' — permanent'}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          </div>
        </div>
      ) : null}
    </section>
  );
}
