import { localize } from '@forecourt/api-client';
import { cx, imageSrcSet, imageUrl, type ImageWidth } from '@forecourt/ui';
import {
  createElement,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { blockT } from '../translate.js';
import { COARSE_POINTER, REDUCED_MOTION, useMediaQuery } from '../shared/use-media-query.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { BlockViewProps } from '../view-props.js';
import type { exterior360Template } from './exterior-360.schema.js';
import './exterior-360.css';

export type Exterior360Props = BlockViewProps<typeof exterior360Template>;

const FRAME_WIDTHS: readonly ImageWidth[] = [430, 720, 1180, 1600];
/** How long the autostart's one turn takes. */
export const AUTOSTART_TURN_MS = 2400;
/** A drag of this many pixels moves at least one frame, however many frames a turn has. */
const MIN_PIXELS_PER_FRAME = 8;

/** `frame` brought into 0 … count-1: a turn has no ends. */
export const wrapFrame = (frame: number, count: number) => ((frame % count) + count) % count;

/**
 * The frame a drag of `dx` pixels from `start` shows: dragging across the whole view (`width`)
 * turns the car once, rightwards moving on through the frames.
 */
export function dragFrame(start: number, dx: number, width: number, count: number): number {
  const perFrame = Math.max(MIN_PIXELS_PER_FRAME, width / count);
  return wrapFrame(start + Math.round(dx / perFrame), count);
}

/** The frame the keyboard moves to from `frame`, or undefined for a key the slider ignores. */
export function keyFrame(key: string, frame: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return wrapFrame(frame + 1, count);
    case 'ArrowLeft':
    case 'ArrowDown':
      return wrapFrame(frame - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Exterior 360: one photograph of a sequence at a time, turned by dragging, the arrow keys, or a
 * slider with a handle. The server HTML holds only the first frame; the others are fetched when
 * the visitor reaches for the view, or when it scrolls into view to turn once by itself.
 */
export function Exterior360({ data, locale }: Exterior360Props) {
  const {
    header_tag = '2',
    has_sidebar = false,
    has_autostart = true,
    has_slider_with_handle = true,
  } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.heading, locale);
  const paragraph = localize(data.fields.paragraph, locale);
  const alt = localize(data.fields.alt, locale);
  const coarse = useMediaQuery(COARSE_POINTER);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const hint = coarse
    ? localize(data.fields.touchToInteract, locale) || t('touchToInteract')
    : localize(data.fields.clickToInteract, locale) || t('clickToInteract');
  const frames = data.groups.map((group) => group.image.id);
  const count = frames.length;
  const sizes = has_sidebar ? '(min-width: 1024px) 66vw, 100vw' : '100vw';

  const [frame, setFrame] = useState(0);
  const [used, setUsed] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const drag = useRef<{ pointer: number; x: number; frame: number } | null>(null);

  /** The visitor turns the view: the other frames are fetched, an autostart stops for good. */
  const turnByHand = () => {
    setUsed(true);
    setWanted(true);
    setSpinning(false);
  };

  // Scrolled half into view: fetch the frames and, with autostart, turn once.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver !== 'function' || count < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setWanted(true);
        if (has_autostart && !reducedMotion) setSpinning(true);
      },
      { threshold: 0.5 },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [count, has_autostart, reducedMotion]);

  useEffect(() => {
    if (!spinning || used) return;
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setFrame(wrapFrame(step, count));
      if (step >= count) setSpinning(false);
    }, AUTOSTART_TURN_MS / count);
    return () => clearInterval(timer);
  }, [spinning, used, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyFrame(event.key, frame, count);
    if (next === undefined) return;
    event.preventDefault();
    turnByHand();
    setFrame(next);
  };

  const onStagePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    turnByHand();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, frame };
  };
  const onStagePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const width = event.currentTarget.getBoundingClientRect().width;
    setFrame(dragFrame(start.frame, event.clientX - start.x, width, count));
  };
  const endDrag = () => {
    drag.current = null;
  };

  /** The track of the slider: the frame under the pointer, from first at the left to last. */
  const onTrackPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointerdown') {
      if (event.button !== 0) return;
      turnByHand();
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } else if (event.buttons !== 1) {
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    const ratio = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    setFrame(Math.round(ratio * (count - 1)));
  };

  const slider = {
    role: 'slider',
    tabIndex: 0,
    'aria-label': t('turn'),
    'aria-valuemin': 1,
    'aria-valuemax': count,
    'aria-valuenow': frame + 1,
    'aria-valuetext': t('frameOf', { n: frame + 1, total: count }),
    onKeyDown,
    onFocus: () => setWanted(true),
  } as const;

  return (
    <section
      ref={rootRef}
      className={cx('fc-exterior-360', has_sidebar && 'fc-exterior-360--sidebar')}
    >
      {heading || paragraph ? (
        <div className="fc-exterior-360__text">
          {heading
            ? createElement(`h${header_tag}`, { className: 'fc-exterior-360__heading' }, heading)
            : null}
          {paragraph ? <p className="fc-exterior-360__paragraph">{paragraph}</p> : null}
        </div>
      ) : null}
      <div className="fc-exterior-360__view">
        <div
          className="fc-exterior-360__stage"
          data-state={used ? 'used' : 'idle'}
          onPointerEnter={() => setWanted(true)}
          onPointerDown={onStagePointerDown}
          onPointerMove={onStagePointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          {...(has_slider_with_handle || count < 2 ? {} : slider)}
        >
          {/* The first frame only, until the others are wanted: then every frame is an image
              of its own, stacked, so turning swaps no sources and never waits for decoding. */}
          {frames.map((id, index) =>
            index === 0 || wanted ? (
              <img
                key={index}
                className="fc-exterior-360__image"
                data-state={index === frame ? 'active' : 'inactive'}
                src={imageUrl(id, 1600)}
                srcSet={imageSrcSet(id, FRAME_WIDTHS)}
                sizes={sizes}
                alt={index === frame ? alt : ''}
                width={1600}
                height={900}
                draggable={false}
                // The first frame waits for the view to near the screen; the others are wanted now.
                loading={index === 0 ? 'lazy' : 'eager'}
                decoding="async"
              />
            ) : null,
          )}
          {count > 1 && !used ? (
            <p className="fc-exterior-360__hint" aria-hidden="true">
              {hint}
            </p>
          ) : null}
        </div>
        {has_slider_with_handle && count > 1 ? (
          <div
            className="fc-exterior-360__track"
            onPointerDown={onTrackPointer}
            onPointerMove={onTrackPointer}
          >
            <div
              className="fc-exterior-360__handle"
              style={{ insetInlineStart: `${(frame / (count - 1)) * 100}%` }}
              {...slider}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

export default Exterior360;
