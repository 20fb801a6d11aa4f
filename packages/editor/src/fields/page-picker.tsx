import { DEFAULT_LOCALE, localize, type ContentClient, type Locale, type PageSummary } from '@forecourt/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useOptionalEditorClient } from '../context.js';

/** Query key of the CMS's page list (the page list screen reads the same cache). */
const pagesKey = ['forecourt-editor', 'pages'] as const;

/** Most pages listed at once; the search narrows the rest. */
export const PAGE_PICKER_LIMIT = 8;

export interface PickedPage {
  id: number;
  path: string;
  title: string;
}

export interface PagePickerProps {
  /** Names what the picked page is for, e.g. "Link 2 of Buttons". */
  label: string;
  locale: Locale;
  onPick: (page: PickedPage) => void;
}

const matches = (page: PageSummary, needle: string, locale: Locale) =>
  needle === '' ||
  page.path.toLowerCase().includes(needle) ||
  localize(page.title, locale).toLowerCase().includes(needle) ||
  localize(page.title, DEFAULT_LOCALE).toLowerCase().includes(needle);

/**
 * "Choose page": a search over the CMS's pages by title or path; picking one fills the link's
 * address with the page's path. Shown only where the editor has a content-service client.
 */
export function PagePicker(props: PagePickerProps) {
  const client = useOptionalEditorClient();
  return client ? <PagePickerWithClient {...props} client={client} /> : null;
}

function PagePickerWithClient({ label, locale, onPick, client }: PagePickerProps & { client: ContentClient }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const pages = useQuery({
    queryKey: pagesKey,
    queryFn: () => client.admin.listPages(),
    enabled: open,
    staleTime: 30_000,
  });
  const needle = query.trim().toLowerCase();
  const found = (pages.data ?? [])
    .filter((page) => page.page_type !== 'folder' && page.type === 'page' && matches(page, needle, locale))
    .sort((a, b) => a.path.localeCompare(b.path));
  const shown = found.slice(0, PAGE_PICKER_LIMIT);
  const close = () => {
    setOpen(false);
    setQuery('');
    toggle.current?.focus();
  };
  const status = pages.isPending
    ? 'Loading pages…'
    : pages.isError
      ? 'The pages could not be loaded.'
      : found.length === 0
        ? 'No page matches.'
        : found.length > shown.length
          ? `${found.length} pages match; the first ${shown.length} are shown.`
          : `${found.length} page${found.length === 1 ? '' : 's'} match.`;

  return (
    <div className="fe-page-picker">
      <button
        ref={toggle}
        type="button"
        className="fe-button fe-button--small"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={`Choose page for ${label}`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Choose page
      </button>
      {open ? (
        <div
          id={`${id}-panel`}
          className="fe-page-picker__panel"
          role="group"
          aria-label={`Pages for ${label}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close();
            }
          }}
        >
          <label className="fe-sublabel" htmlFor={`${id}-search`}>
            Search pages by title or path
          </label>
          <input
            id={`${id}-search`}
            className="fe-input"
            type="search"
            // Opening the picker is asking to search.
            autoFocus
            value={query}
            aria-describedby={`${id}-status`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={`${id}-status`} className="fe-help" role="status">
            {status}
          </p>
          {shown.length > 0 ? (
            <ul className="fe-page-picker__list">
              {shown.map((page) => {
                const title = localize(page.title, locale) || localize(page.title, DEFAULT_LOCALE) || page.path;
                return (
                  <li key={page.id}>
                    <button
                      type="button"
                      className="fe-page-picker__option"
                      onClick={() => {
                        onPick({ id: page.id, path: page.path, title });
                        close();
                      }}
                    >
                      <span className="fe-page-picker__title">{title}</span>{' '}
                      <span className="fe-page-picker__path">{page.path}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
