import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/** What makes the visitor's first move on a carousel: Embla is wanted from then on. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'mouseenter', 'focusin'] as const;
/** Longest wait for an idle moment before Embla loads anyway. */
const IDLE_TIMEOUT_MS = 4_000;

/**
 * Embla on `node`, loaded only after the page is interactive: at the visitor's first touch,
 * hover or focus on the carousel, or when the browser is next idle, whichever comes first. Until
 * then (and on the server) the carousel is a native scroll-snap strip moved by its buttons, so
 * a hero carousel at the top of a page costs no first-load JavaScript beyond its own view.
 */
export function useLazyEmbla(node: HTMLElement | null, options: EmblaOptionsType): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>();
  // Options are plain data: compare them by value, so a re-render does not restart Embla.
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (!node) return;
    let cancelled = false;
    let started = false;
    let instance: EmblaCarouselType | undefined;
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? { cancel: window.cancelIdleCallback.bind(window), id: window.requestIdleCallback(() => start(), { timeout: IDLE_TIMEOUT_MS }) }
        : { cancel: window.clearTimeout.bind(window), id: window.setTimeout(() => start(), IDLE_TIMEOUT_MS) };
    const stopListening = () => {
      for (const type of FIRST_TOUCH) node.removeEventListener(type, start);
      idle.cancel(idle.id);
    };
    function start() {
      if (started) return;
      started = true;
      stopListening();
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(node!, JSON.parse(optionsKey) as EmblaOptionsType);
        setApi(instance);
      });
    }
    for (const type of FIRST_TOUCH) node.addEventListener(type, start, { passive: true });
    return () => {
      cancelled = true;
      stopListening();
      instance?.destroy();
      setApi(undefined);
    };
  }, [node, optionsKey]);

  return api;
}
