import {
  DEFAULT_LOCALE,
  internalLinkId,
  internalLinkTo,
  LOCALES,
  type ContentClient,
  type Locale,
  type LocalizedText,
  type MediaItem,
  type PageLayout,
  type PageSummary,
  type ValidationIssue,
} from '@forecourt/api-client';
import { useQuery } from '@tanstack/react-query';
import { useOptionalEditorClient } from '../context.js';
import { FieldFrame } from '../fields/field-frame.js';
import { PagePicker } from '../fields/page-picker.js';
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

type PageKind = 'page' | 'link' | 'folder';
const kindOf = (draft: PageDraft): PageKind => (draft.type === 'url_redirection' ? 'link' : draft.page_type === 'folder' ? 'folder' : 'page');
const KIND_PATCH: Record<PageKind, Partial<PageDraft>> = {
  page: { type: 'page', page_type: 'page' },
  link: { type: 'url_redirection', page_type: 'page' },
  folder: { type: 'page', page_type: 'folder' },
};
const KIND_LABELS: Record<PageKind, string> = { page: 'Page with blocks', link: 'URL redirection', folder: 'Folder' };

const LINK_TYPES: ReadonlyArray<{ value: PageDraft['link_type']; label: string; help: string }> = [
  { value: 'internal', label: 'Page of this site', help: 'Choose the page: the link follows it when it moves.' },
  { value: 'external', label: 'External address', help: 'A full address, e.g. https://configurator.example.com.' },
  { value: 'file', label: 'File', help: 'Choose an image from the media library, or enter a file address.' },
];

/** Largest width the image service answers: a file link opens the image at full size. */
const FILE_IMAGE_WIDTH = 1600;
const mediaFileUrl = (id: string) => `/api/v1/image/${encodeURIComponent(id)}/w/${FILE_IMAGE_WIDTH}`;

/** Path, title, meta description, kind (page, link or folder), link target and top bar of the page. */
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
          {(Object.keys(KIND_LABELS) as PageKind[]).map((kind) => (
            <label key={kind} className="fe-radio">
              <input type="radio" name={id('type')} checked={kindOf(draft) === kind} onChange={() => onChange(KIND_PATCH[kind])} /> {KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {kindOf(draft) === 'folder' ? (
        <div data-field-path="redirect_path">
          <FieldFrame
            id={id('redirect-path')}
            label="Send visitors to"
            help="A site path, e.g. /models/defender. Leave empty and visitors see the folder's own blocks at its address."
            errors={errorsAt('redirect_path')}
          >
            {(a11y) => (
              <input {...a11y} className="fe-input fe-code" type="text" spellCheck={false} value={draft.redirect_path} onChange={(e) => onChange({ redirect_path: e.target.value })} />
            )}
          </FieldFrame>
        </div>
      ) : null}
      {kindOf(draft) === 'page' ? (
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
        <fieldset className="fe-field fe-fieldset" data-field-path="link_type">
          <legend className="fe-label">Link to</legend>
          <div className="fe-radios">
            {LINK_TYPES.map((type) => (
              <label key={type.value} className="fe-radio">
                <input
                  type="radio"
                  name={id('link-type')}
                  checked={draft.link_type === type.value}
                  // Another kind of target: what was typed for the old one does not fit.
                  onChange={() => onChange({ link_type: type.value, to: '' })}
                />{' '}
                {type.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {draft.type === 'url_redirection' ? (
        <div className="fe-grid-2">
          <div data-field-path="to">
            <LinkTarget draft={draft} onChange={onChange} locale={locale} id={id('to')} errors={errorsAt('to')} />
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
          <label className="fe-radio" data-field-path="link_new_window">
            <input type="checkbox" className="fe-checkbox" checked={draft.link_new_window} onChange={(e) => onChange({ link_new_window: e.target.checked })} /> Open in a new
            window
          </label>
        </div>
      ) : null}
    </section>
  );
}

interface LinkTargetProps {
  draft: PageDraft;
  onChange: (patch: Partial<PageDraft>) => void;
  locale: Locale;
  id: string;
  errors: string[];
}

/** The target of a link page, per link type: a page picked by id, an address, or a media file. */
function LinkTarget(props: LinkTargetProps) {
  const client = useOptionalEditorClient();
  // Without a content-service client (a story, a bare form) there are no pages or media to offer.
  return client ? <LinkTargetWithClient {...props} client={client} /> : <LinkTargetFields {...props} />;
}

function LinkTargetWithClient({ client, ...props }: LinkTargetProps & { client: ContentClient }) {
  const targetId = props.draft.link_type === 'internal' ? internalLinkId(props.draft.to) : null;
  const pages = useQuery({
    queryKey: ['forecourt-editor', 'pages'],
    queryFn: () => client.admin.listPages(),
    enabled: targetId !== null,
    staleTime: 30_000,
  });
  const media = useQuery({
    queryKey: ['forecourt-editor', 'media'],
    queryFn: () => client.admin.listMedia(),
    enabled: props.draft.link_type === 'file',
    staleTime: 60_000,
  });
  return <LinkTargetFields {...props} pages={pages.data} media={media.data} />;
}

function LinkTargetFields({
  draft,
  onChange,
  locale,
  id,
  errors,
  pages,
  media,
}: LinkTargetProps & { pages?: readonly PageSummary[] | undefined; media?: readonly MediaItem[] | undefined }) {
  const targetId = draft.link_type === 'internal' ? internalLinkId(draft.to) : null;
  const linked = targetId === null ? undefined : pages?.find((page) => page.id === targetId);
  const help =
    draft.link_type === 'internal'
      ? 'Choose the page below (the link follows it when it moves), or type a site path such as /offers.'
      : LINK_TYPES.find((type) => type.value === draft.link_type)!.help;
  return (
    <FieldFrame
      id={id}
      label="Redirect to"
      required
      help={help}
      hint={targetId !== null ? (linked ? `Links to ${linked.path}` : `Links to page ${targetId}`) : undefined}
      errors={errors}
    >
      {(a11y) => (
        <div className="fe-link-target">
          <input
            {...a11y}
            className="fe-input fe-code"
            type={draft.link_type === 'external' ? 'url' : 'text'}
            spellCheck={false}
            value={draft.to}
            onChange={(e) => onChange({ to: e.target.value })}
          />
          {draft.link_type === 'internal' ? (
            <PagePicker label="the link" locale={locale} onPick={(page) => onChange({ to: internalLinkTo(page.id) })} />
          ) : null}
          {draft.link_type === 'file' && media && media.length > 0 ? (
            <select
              className="fe-input fe-select"
              aria-label="File from the media library"
              value={media.find((item) => mediaFileUrl(item.id) === draft.to)?.id ?? ''}
              onChange={(e) => onChange({ to: e.target.value ? mediaFileUrl(e.target.value) : '' })}
            >
              <option value="">— Media library —</option>
              {media.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.filename ?? item.id}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
