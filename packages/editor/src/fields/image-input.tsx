import type { MediaItem } from '@forecourt/api-client';
import type { ImageField, ImageValue } from '@forecourt/blocks/templates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOptionalEditorClient } from '../context.js';
import { FieldFrame } from './field-frame.js';
import type { KindInputProps } from './types.js';

/** Query key of the media library list, shared so every image field reads one request. */
export const mediaQueryKey = ['forecourt-editor', 'media'] as const;

/** Thumbnail URL of a media image (the smallest allowed width). */
export const thumbnailUrl = (id: string) => `/api/v1/image/${encodeURIComponent(id)}/w/180`;

function mediaName(item: MediaItem): string {
  return item.filename ?? item.id;
}

/**
 * Image field: picks an image of the media library (`GET /admin_api/media`), one of the
 * template's allowed sizes, and the alternative text.
 */
export function ImageInput({ field, value, onChange, id, errors }: KindInputProps<ImageField>) {
  const client = useOptionalEditorClient();
  const media = useQuery({
    queryKey: mediaQueryKey,
    queryFn: () => client!.admin.listMedia(),
    enabled: client !== null,
    staleTime: 60_000,
  });
  const image = (typeof value === 'object' && value !== null ? value : {}) as Partial<ImageValue>;
  const items = media.data ?? [];
  const known = image.id ? items.some((item) => item.id === image.id) : true;
  const update = (patch: Partial<ImageValue>) => {
    const next = { ...image, ...patch };
    if (!next.id) return onChange(undefined);
    onChange({ id: next.id, size: next.size ?? field.sizes[0] ?? '', ...(next.alt ? { alt: next.alt } : {}) });
  };
  const selected = items.find((item) => item.id === image.id);
  const [browsing, setBrowsing] = useState(false);

  return (
    <FieldFrame id={id} label={field.label} required={field.required} help={field.help} errors={errors} variant="fieldset">
      {(a11y) => (
        <div className="fe-image">
          <div className="fe-image__preview" aria-hidden="true">
            {image.id ? <img src={thumbnailUrl(image.id)} alt="" width={90} height={60} /> : <span>No image</span>}
          </div>
          <div className="fe-image__controls">
            <label className="fe-sublabel" htmlFor={`${a11y.id}-image`}>
              Image
            </label>
            <select
              id={`${a11y.id}-image`}
              className="fe-input fe-select"
              aria-invalid={a11y['aria-invalid']}
              aria-describedby={a11y['aria-describedby']}
              value={image.id ?? ''}
              onChange={(event) => update({ id: event.target.value })}
            >
              <option value="">— No image —</option>
              {!known && image.id ? <option value={image.id}>{image.id} (not in the media library)</option> : null}
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {mediaName(item)}
                  {item.width && item.height ? ` (${item.width}×${item.height})` : ''}
                </option>
              ))}
            </select>
            {items.length > 0 ? (
              <button
                type="button"
                className="fe-button fe-button--small fe-button--quiet fe-image__browse"
                aria-expanded={browsing}
                aria-controls={`${a11y.id}-library`}
                onClick={() => setBrowsing((open) => !open)}
              >
                {browsing ? 'Hide media library' : 'Browse media library'}
              </button>
            ) : null}
            {browsing ? (
              <fieldset id={`${a11y.id}-library`} className="fe-library">
                <legend className="fe-visually-hidden">Media library for {field.label}</legend>
                <ul className="fe-library__grid">
                  {items.map((item) => (
                    <li key={item.id}>
                      <label className="fe-library__item" data-state={item.id === image.id ? 'checked' : 'unchecked'}>
                        <input
                          type="radio"
                          className="fe-library__radio"
                          name={`${a11y.id}-library`}
                          value={item.id}
                          checked={item.id === image.id}
                          onChange={() => update({ id: item.id })}
                        />
                        <img src={thumbnailUrl(item.id)} alt="" width={120} height={80} loading="lazy" />
                        <span className="fe-library__name">{mediaName(item)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}
            {media.isPending && client ? <p className="fe-help">Loading the media library…</p> : null}
            {media.isError ? (
              <p className="fe-errors" role="alert">
                Could not load the media library: {media.error.message}
              </p>
            ) : null}
            <label className="fe-sublabel" htmlFor={`${a11y.id}-size`}>
              Size
            </label>
            <select
              id={`${a11y.id}-size`}
              className="fe-input fe-select"
              disabled={!image.id}
              value={image.size ?? field.sizes[0] ?? ''}
              onChange={(event) => update({ size: event.target.value })}
            >
              {field.sizes.map((size) => (
                <option key={size} value={size}>
                  {size.replace('x', ' × ')}
                </option>
              ))}
            </select>
            {field.alt !== false ? (
              <>
                <label className="fe-sublabel" htmlFor={`${a11y.id}-alt`}>
                  Alternative text
                </label>
                <input
                  id={`${a11y.id}-alt`}
                  className="fe-input"
                  type="text"
                  disabled={!image.id}
                  placeholder={selected?.alt ?? 'Describe the image for people who cannot see it'}
                  value={image.alt ?? ''}
                  onChange={(event) => update({ alt: event.target.value })}
                />
              </>
            ) : null}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
