import {
  ApiError,
  LOCALES,
  MEDIA_BUCKET_LABELS,
  MEDIA_BUCKETS,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type ContentClient,
  type Locale,
  type MediaBucket,
  type MediaItem,
} from '@forecourt/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { mediaQueryKey } from '../fields/image-input.js';

export interface MediaLibraryScreenProps {
  client: ContentClient;
  /** Where a page using an image is edited. Defaults to `/cms/pages/{id}`. */
  pageHref?: (id: number) => string;
}

/** Names of the locales in the alternative-text fields. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pl: 'Polish' };

/** The library's list query, under the key every image field shares (so uploads refresh them too). */
export const mediaLibraryQueryKey = (q: string, bucket: string) => [...mediaQueryKey, 'library', q, bucket] as const;

const imageUrl = (item: MediaItem, width: 180 | 720) =>
  `/api/v1/image/${encodeURIComponent(item.id)}/w/${width}${item.version && item.version > 1 ? `?v=${item.version}` : ''}`;
const focusOf = (item: MediaItem) => item.focus ?? { x: 50, y: 50 };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/**
 * A file the browser can tell is refused before sending it: the service says the same (413,
 * 415), this only spares the wait.
 */
export function uploadProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.type && !(MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return `Only JPEG, PNG and WebP images can be uploaded; ${file.name} is ${file.type}`;
  }
  if (file.size > MEDIA_MAX_BYTES) return `${file.name} is larger than 15 MB`;
  return null;
}

interface Upload {
  key: number;
  name: string;
  /** 0 to 1 while sending. */
  progress: number;
  state: 'sending' | 'done' | 'failed';
  message?: string;
}

/**
 * The media library of /admin/media: upload (choose or drop files, with progress) into one of
 * the five buckets, search, and per image its alternative text in each locale, the bucket, the
 * focal point every crop keeps in view, a new file under the same id, where it is used, and
 * deleting it (refused by the service while it is used).
 */
export function MediaLibraryScreen({ client, pageHref }: MediaLibraryScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <MediaLibrary pageHref={pageHref ?? ((id) => `/cms/pages/${id}`)} />
    </EditorClientProvider>
  );
}

function MediaLibrary({ pageHref }: { pageHref: (id: number) => string }) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [bucket, setBucket] = useState<MediaBucket | ''>('');
  const q = useDeferredValue(search.trim());
  const media = useQuery({
    queryKey: mediaLibraryQueryKey(q, bucket),
    queryFn: () => client.admin.listMedia({ q, bucket }),
    placeholderData: (previous) => previous,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [uploadBucket, setUploadBucket] = useState<MediaBucket>('pages');
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const ids = { search: useId(), bucket: useId(), uploadBucket: useId(), uploads: useId() };
  const items = media.data ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaQueryKey });

  async function uploadFiles(files: File[]) {
    for (const file of files) {
      const key = nextKey.current++;
      const patch = (change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
      setUploads((list) => [...list, { key, name: file.name, progress: 0, state: 'sending' }]);
      const problem = uploadProblem(file);
      if (problem) {
        patch({ state: 'failed', message: problem });
        continue;
      }
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('bucket', uploadBucket);
      try {
        const item = await client.admin.uploadMedia(form, { onProgress: (progress) => patch({ progress }) });
        patch({ state: 'done', progress: 1, message: `${file.name} uploaded` });
        await refresh();
        setSelectedId(item.id);
      } catch (error) {
        patch({ state: 'failed', message: messageOf(error) });
      }
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploadFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="fe-screen fe-media">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Media library
        </h1>
      </div>
      <section className="fe-panel" aria-labelledby={`${ids.uploads}-title`}>
        <h2 id={`${ids.uploads}-title`} className="fe-panel__title">
          Upload
        </h2>
        <div
          className={`fe-media__drop${dragging ? ' fe-media__drop--active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="media-drop-zone"
        >
          <p>Drop JPEG, PNG or WebP images here (up to 15 MB each), or</p>
          <div className="fe-toolbar">
            <div className="fe-toolbar__item">
              <label htmlFor={ids.uploadBucket} className="fe-label">
                Upload to bucket
              </label>
              <select
                id={ids.uploadBucket}
                className="fe-input fe-select"
                value={uploadBucket}
                onChange={(event) => setUploadBucket(event.target.value as MediaBucket)}
              >
                {MEDIA_BUCKETS.map((name) => (
                  <option key={name} value={name}>
                    {MEDIA_BUCKET_LABELS[name]}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="fe-button fe-button--primary" onClick={() => fileInput.current?.click()}>
              Choose images
            </button>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={MEDIA_TYPES.join(',')}
              hidden
              aria-label="Images to upload"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void uploadFiles(files);
              }}
            />
          </div>
        </div>
        {uploads.length > 0 ? (
          <ul className="fe-media__uploads" aria-label="Uploads">
            {uploads.map((upload) => (
              <li key={upload.key} className={`fe-media__upload fe-media__upload--${upload.state}`}>
                <span>{upload.name}</span>
                {upload.state === 'sending' ? (
                  <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
                ) : null}
                {upload.state === 'failed' ? (
                  <p role="alert" className="fe-alert fe-alert--error">
                    {upload.message}
                  </p>
                ) : upload.state === 'done' ? (
                  <p role="status">{upload.message}</p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <div className="fe-toolbar">
        <div className="fe-toolbar__item">
          <label htmlFor={ids.search} className="fe-label">
            Search images
          </label>
          <input
            id={ids.search}
            type="search"
            className="fe-input"
            placeholder="File name or alternative text"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="fe-toolbar__item">
          <label htmlFor={ids.bucket} className="fe-label">
            Bucket
          </label>
          <select id={ids.bucket} className="fe-input fe-select" value={bucket} onChange={(event) => setBucket(event.target.value as MediaBucket | '')}>
            <option value="">All buckets</option>
            {MEDIA_BUCKETS.map((name) => (
              <option key={name} value={name}>
                {MEDIA_BUCKET_LABELS[name]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="fe-media__layout">
        <section aria-label="Images" className="fe-media__list">
          {media.isPending ? (
            <p role="status" className="fe-loading">
              Loading images…
            </p>
          ) : media.isError ? (
            <div role="alert" className="fe-alert fe-alert--error">
              <p>The media library could not be loaded: {media.error.message}</p>
            </div>
          ) : (
            <>
              <p className="fe-muted" role="status">
                {items.length} {items.length === 1 ? 'image' : 'images'}
                {q || bucket ? ' match' : ''}
              </p>
              <ul className="fe-media__grid">
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="fe-media__tile"
                      aria-pressed={item.id === selectedId}
                      onClick={() => setSelectedId(item.id)}
                    >
                      <img src={imageUrl(item, 180)} alt="" width={160} height={100} loading="lazy" style={{ objectPosition: `${focusOf(item).x}% ${focusOf(item).y}%` }} />
                      <span className="fe-media__name">{item.filename ?? item.id}</span>
                      <span className="fe-muted">{MEDIA_BUCKET_LABELS[item.bucket ?? 'pages']}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        {selected ? (
          <MediaDetails
            key={`${selected.id}-${selected.version ?? 1}`}
            item={selected}
            pageHref={pageHref}
            onDeleted={() => setSelectedId(null)}
          />
        ) : null}
      </div>
    </div>
  );
}

function MediaDetails({ item, pageHref, onDeleted }: { item: MediaItem; pageHref: (id: number) => string; onDeleted(): void }) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [alts, setAlts] = useState<Partial<Record<Locale, string>>>(() => ({ ...item.alt_text, ...(item.alt_text?.en === undefined && item.alt ? { en: item.alt } : {}) }));
  const [bucket, setBucket] = useState<MediaBucket>(item.bucket ?? 'pages');
  const [focus, setFocus] = useState(focusOf(item));
  const [replaceProgress, setReplaceProgress] = useState<number | null>(null);
  const [replaceProblem, setReplaceProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const replaceInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const usageKey = [...mediaQueryKey, 'usage', item.id] as const;
  const usage = useQuery({ queryKey: usageKey, queryFn: () => client.admin.mediaUsage(item.id) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaQueryKey });

  useEffect(() => {
    heading.current?.focus();
  }, [item.id]);

  const save = useMutation({
    mutationFn: () => client.admin.updateMedia(item.id, { alt_text: alts, bucket, focus }),
    onSuccess: refresh,
  });
  const replace = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      setReplaceProgress(0);
      return client.admin.replaceMedia(item.id, form, { onProgress: setReplaceProgress });
    },
    onSettled: () => setReplaceProgress(null),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => client.admin.deleteMedia(item.id),
    onSuccess: async () => {
      onDeleted();
      await refresh();
    },
    onError: () => {
      setConfirmDelete(false);
      void queryClient.invalidateQueries({ queryKey: usageKey });
    },
  });

  const pickFocus = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no position: the arrow keys move the point instead.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return;
    setFocus({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };
  const nudgeFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 5;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocus((current) => ({ x: clamp(current.x + move[0]), y: clamp(current.y + move[1]) }));
  };
  const used = usage.data ? usage.data.pages.length + usage.data.nav_entries.length + usage.data.vehicles : 0;
  const position = `${focus.x}% ${focus.y}%`;

  return (
    <section className="fe-panel fe-media__details" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fe-panel__title" tabIndex={-1} ref={heading}>
        {item.filename ?? item.id}
      </h2>
      <p className="fe-muted">
        {item.width}×{item.height} px · {item.mime_type as string} · id <code>{item.id}</code>
      </p>

      <div className="fe-media__focus">
        <button
          type="button"
          className="fe-media__focus-picker"
          aria-describedby={`${id}-focus-help`}
          onClick={pickFocus}
          onKeyDown={nudgeFocus}
        >
          {/* Its size is known up front, so nothing below moves when the image arrives. */}
          <img src={imageUrl(item, 720)} alt="" width={item.width} height={item.height} />
          <span className="fe-media__focus-marker" style={{ left: `${focus.x}%`, top: `${focus.y}%` }} aria-hidden="true" />
          <span className="fe-visually-hidden">Set the focal point</span>
        </button>
        <p id={`${id}-focus-help`} className="fe-help" aria-live="polite">
          Focal point: {focus.x}% across, {focus.y}% down. Click the image where it should stay in view, or use the arrow keys
          (Shift for bigger steps). Every crop of the image keeps this point in view.
        </p>
        <div className="fe-media__crops" aria-label="Crops with this focal point" role="group">
          {(['wide', 'square', 'tall'] as const).map((shape) => (
            <img key={shape} className={`fe-media__crop fe-media__crop--${shape}`} src={imageUrl(item, 720)} alt="" style={{ objectPosition: position }} />
          ))}
        </div>
      </div>

      <form
        className="fe-media__form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {LOCALES.map((locale) => (
          <div key={locale} className="fe-field">
            <label htmlFor={`${id}-alt-${locale}`} className="fe-label">
              Alternative text ({LOCALE_NAMES[locale]})
            </label>
            <input
              id={`${id}-alt-${locale}`}
              className="fe-input"
              lang={locale}
              maxLength={1000}
              value={alts[locale] ?? ''}
              onChange={(event) => setAlts((current) => ({ ...current, [locale]: event.target.value }))}
            />
          </div>
        ))}
        <div className="fe-field">
          <label htmlFor={`${id}-bucket`} className="fe-label">
            Bucket
          </label>
          <select id={`${id}-bucket`} className="fe-input fe-select" value={bucket} onChange={(event) => setBucket(event.target.value as MediaBucket)}>
            {MEDIA_BUCKETS.map((name) => (
              <option key={name} value={name}>
                {MEDIA_BUCKET_LABELS[name]}
              </option>
            ))}
          </select>
        </div>
        <div className="fe-toolbar">
          <button type="submit" className="fe-button fe-button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save changes'}
          </button>
          {save.isSuccess ? <p role="status">Saved</p> : null}
        </div>
        {save.isError ? (
          <p role="alert" className="fe-alert fe-alert--error">
            {messageOf(save.error)}
          </p>
        ) : null}
      </form>

      <div className="fe-toolbar">
        <button type="button" className="fe-button" onClick={() => replaceInput.current?.click()} disabled={replace.isPending}>
          Replace file
        </button>
        <input
          ref={replaceInput}
          type="file"
          accept={MEDIA_TYPES.join(',')}
          hidden
          aria-label="New file for this image"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const problem = uploadProblem(file);
            setReplaceProblem(problem);
            if (!problem) replace.mutate(file);
          }}
        />
        {replaceProgress !== null ? <progress max={1} value={replaceProgress} aria-label="Uploading the new file" /> : null}
      </div>
      {replaceProblem || replace.isError ? (
        <p role="alert" className="fe-alert fe-alert--error">
          {replaceProblem ?? messageOf(replace.error)}
        </p>
      ) : replace.isSuccess ? (
        <p role="status">The file was replaced; pages using the image show the new one.</p>
      ) : null}

      <h3 className="fe-media__subtitle">Where it is used</h3>
      {usage.isPending ? (
        <p className="fe-muted">Looking for pages that use it…</p>
      ) : usage.isError ? (
        <p role="alert">{messageOf(usage.error)}</p>
      ) : used === 0 ? (
        <p className="fe-empty">Not used anywhere.</p>
      ) : (
        <ul className="fe-media__usage">
          {usage.data.pages.map((page) => (
            <li key={`page-${page.id}`}>
              <a href={pageHref(page.id)}>{page.title || page.path}</a> <code>{page.path}</code>
              {page.published ? '' : ' (draft)'} — {page.blocks.join(', ')}
            </li>
          ))}
          {usage.data.nav_entries.map((entry) => (
            <li key={`nav-${entry.id}`}>
              Navigation entry “{entry.label}” ({entry.locale})
            </li>
          ))}
          {usage.data.vehicles > 0 ? <li>{usage.data.vehicles === 1 ? '1 vehicle' : `${usage.data.vehicles} vehicles`} of the inventory</li> : null}
        </ul>
      )}

      <div className="fe-toolbar">
        {confirmDelete ? (
          <>
            <p>Delete {item.filename ?? item.id} for good?</p>
            <button type="button" className="fe-button fe-button--danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Delete
            </button>
            <button type="button" className="fe-button" onClick={() => setConfirmDelete(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button
            type="button"
            className="fe-button fe-button--danger"
            onClick={() => {
              setConfirmDelete(true);
              // Pages may have started using it since the list was read.
              void usage.refetch();
            }}
          >
            Delete image
          </button>
        )}
      </div>
      {remove.isError ? (
        <p role="alert" className="fe-alert fe-alert--error">
          {remove.error instanceof ApiError && remove.error.status === 409 ? remove.error.message : `The image could not be deleted: ${messageOf(remove.error)}`}
        </p>
      ) : null}
    </section>
  );
}
