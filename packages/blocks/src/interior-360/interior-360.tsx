import { localize } from '@forecourt/api-client';
import { Icon, IMAGE_WIDTHS, imageSrcSet, imageUrl, type ImageWidth } from '@forecourt/ui';
import { useEffect, useRef, useState } from 'react';
import { blockT } from '../translate.js';
import { COARSE_POINTER, REDUCED_MOTION, useMediaQuery } from '../shared/use-media-query.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { BlockViewProps } from '../view-props.js';
import type { OpenPanorama, Panorama } from './panorama-viewer.js';
import type { interior360Template } from './interior-360.schema.js';
import './interior-360.css';

export type Interior360Props = BlockViewProps<typeof interior360Template>;

/** Fetches the panorama viewer's code (a chunk of its own, with three.js). */
export type LoadPanoramaViewer = () => Promise<{ openPanorama: OpenPanorama }>;

const loadPanoramaViewer: LoadPanoramaViewer = () => import('./panorama-viewer.js');

const POSTER_WIDTHS: readonly ImageWidth[] = [430, 720, 1180, 1600];

/**
 * The width the viewer loads the panorama at: the largest the image service renders (a
 * panorama is seen magnified, so every pixel counts).
 */
export const PANORAMA_WIDTH: ImageWidth = Math.max(...IMAGE_WIDTHS) as ImageWidth;

type State = 'poster' | 'loading' | 'open' | 'failed';

/**
 * Interior 360: the panorama as a still picture with a button that starts the viewer, whose code
 * is fetched only then. The open viewer has "back to the dashboard" (its starting view) and
 * "exit", which closes it and gives focus back to the start button; Escape exits too.
 */
export function Interior360View({
  data,
  locale,
  loadViewer,
}: Interior360Props & { loadViewer: LoadPanoramaViewer }) {
  const { start_yaw = 0, start_pitch = 0, icon } = data.fields;
  const panorama = data.fields.panorama;
  const t = blockT({ en, pl }, locale);
  const text = (value: Partial<Record<string, string>> | undefined, key: string) =>
    localize(value, locale) || t(key);
  const coarse = useMediaQuery(COARSE_POINTER);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [state, setState] = useState<State>('poster');
  const viewerModule = useRef<{ openPanorama: OpenPanorama } | null>(null);
  const viewer = useRef<Panorama | null>(null);
  const viewerElement = useRef<HTMLDivElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Open once the viewer's element is shown (the viewer takes its size), close on exit/unmount.
  useEffect(() => {
    const element = viewerElement.current;
    if (state !== 'open' || !element || !viewerModule.current) return;
    try {
      viewer.current = viewerModule.current.openPanorama({
        container: element,
        panorama: imageUrl(panorama.id, PANORAMA_WIDTH),
        yaw: start_yaw,
        pitch: start_pitch,
        loadingText: t('loading'),
        animate: !reducedMotion,
      });
    } catch (error) {
      console.error('[@forecourt/blocks] Interior 360: the viewer did not start', error);
      setState('failed');
      return;
    }
    element.focus();
    return () => {
      viewer.current?.destroy();
      viewer.current = null;
    };
    // Opened once per start; later changes of the texts or motion setting wait for the next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  useEffect(() => {
    if (state !== 'poster' || !returnFocus.current) return;
    returnFocus.current = false;
    startButton.current?.focus();
  }, [state]);

  const start = () => {
    if (state === 'loading') return;
    setState('loading');
    loadViewer().then(
      (module) => {
        viewerModule.current = module;
        if (mounted.current) setState('open');
      },
      (error: unknown) => {
        console.error('[@forecourt/blocks] Interior 360: the viewer did not load', error);
        if (mounted.current) setState('failed');
      },
    );
  };
  const exit = () => {
    returnFocus.current = true;
    setState('poster');
  };

  const open = state === 'open';
  return (
    <section className="fc-interior-360" data-state={state}>
      {/* Escape anywhere in the open viewer (the panorama or its buttons) exits. */}
      <div
        className="fc-interior-360__frame"
        onKeyDown={(event) => {
          if (open && event.key === 'Escape') exit();
        }}
      >
        <img
          className="fc-interior-360__poster"
          src={imageUrl(panorama.id, 1600)}
          srcSet={imageSrcSet(panorama.id, POSTER_WIDTHS)}
          sizes="100vw"
          alt={panorama.alt ?? ''}
          loading="lazy"
          decoding="async"
        />
        <div
          ref={viewerElement}
          className="fc-interior-360__viewer"
          hidden={!open}
          role="application"
          aria-label={t('viewer')}
          tabIndex={-1}
        />
        {open ? (
          <div className="fc-interior-360__controls">
            <button
              type="button"
              className="fc-interior-360__control"
              onClick={() => viewer.current?.reset()}
            >
              {text(data.fields.resetToDash, 'resetToDash')}
            </button>
            <button
              type="button"
              className="fc-interior-360__control"
              onClick={exit}
            >
              <Icon name="close" />
              {text(data.fields.exit, 'exit')}
            </button>
          </div>
        ) : (
          <button
            ref={startButton}
            type="button"
            className="fc-interior-360__start"
            aria-busy={state === 'loading'}
            onClick={start}
          >
            {icon ? <Icon name={icon} /> : null}
            {coarse
              ? text(data.fields.touchToInteract, 'touchToInteract')
              : text(data.fields.clickToInteract, 'clickToInteract')}
          </button>
        )}
      </div>
      {state === 'failed' ? (
        <p className="fc-interior-360__failed" role="alert">
          {t('failed')}
        </p>
      ) : null}
    </section>
  );
}

/** Interior 360, its viewer fetched with a dynamic import() when started. */
export function Interior360(props: Interior360Props) {
  return <Interior360View {...props} loadViewer={loadPanoramaViewer} />;
}

export default Interior360;
