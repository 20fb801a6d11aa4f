import { localize } from '@forecourt/api-client';
import { cx, Image } from '@forecourt/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { BlockViewProps } from '../view-props.js';
import type { parallaxImageTemplate } from './parallax-image.schema.js';
import './parallax-image.css';

export type ParallaxImageProps = BlockViewProps<typeof parallaxImageTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** How far the image may move each way, as a share of its panel's height (CSS gives it room). */
export const PARALLAX_SHIFT = 0.15;

/**
 * Vertical offset of a panel's image for a panel at `top` (px from the viewport's top) and
 * `height`, in a viewport `viewportHeight` high: from -shift while the panel enters at the bottom
 * to +shift as it leaves at the top, so the image lags behind the page.
 */
export function parallaxOffset(top: number, height: number, viewportHeight: number): number {
  const progress = Math.min(1, Math.max(0, (viewportHeight - top) / (viewportHeight + height)));
  return (progress - 0.5) * 2 * PARALLAX_SHIFT * height;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Moves each panel's image on scroll (one update per animation frame), unless the visitor asks
 * for reduced motion. Returns whether the effect is on, so the CSS gives images room to move only
 * then: the server's HTML, and reduced motion, show plain still images.
 */
function useParallax(ref: RefObject<HTMLElement | null>): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const query =
      typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
    let frame = 0;
    const images = () => Array.from(root.querySelectorAll<HTMLElement>('.fc-parallax__image'));
    const update = () => {
      frame = 0;
      const viewport = window.innerHeight;
      // Every read before any write: one layout per frame, however many panels.
      const moves = images().flatMap((image) => {
        const panel = image.closest('.fc-parallax__panel')!.getBoundingClientRect();
        if (panel.bottom < 0 || panel.top > viewport) return [];
        return [{ image, offset: parallaxOffset(panel.top, panel.height, viewport) }];
      });
      for (const { image, offset } of moves) {
        image.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`;
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      for (const image of images()) image.style.transform = '';
    };
    const apply = () => {
      stop();
      const on = !query?.matches;
      setActive(on);
      if (!on) return;
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule, { passive: true });
      schedule();
    };
    apply();
    query?.addEventListener('change', apply);
    return () => {
      query?.removeEventListener('change', apply);
      stop();
    };
  }, [ref]);
  return active;
}

/** Parallax image: full-width panels, each an image that lags the scroll under a text box. */
export function ParallaxImage({ data, locale }: ParallaxImageProps) {
  const {
    header_tag = '2',
    header_font = 'primary',
    box_color = 'light-theme',
    dir = 'ltr',
  } = data.fields;
  const Heading = `h${Number(header_tag) as Level}` as const;
  const ref = useRef<HTMLElement>(null);
  const active = useParallax(ref);

  return (
    <section
      ref={ref}
      className={cx('fc-parallax', `fc-parallax--font-${header_font}`)}
      data-parallax={active ? 'on' : 'off'}
      dir={dir}
    >
      {data.groups.map((group, index) => {
        const heading = localize(group.heading, locale);
        const text = localize(group.paragraph, locale);
        return (
          <div key={index} className="fc-parallax__panel">
            <div className="fc-parallax__media">
              <Image
                className="fc-parallax__image"
                imageId={group.image.id}
                alt={group.image.alt ?? ''}
                widths={[430, 720, 1180, 1600]}
                sizes="100vw"
              />
            </div>
            {heading || text ? (
              <div className={cx('fc-parallax__box', 'fc-surface', `fc-surface--${box_color}`)}>
                {heading ? <Heading className="fc-parallax__heading">{heading}</Heading> : null}
                {text ? <p className="fc-parallax__text">{text}</p> : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

export default ParallaxImage;
