import type { ComponentType } from 'react';
import type { BlockViewProps } from './view-props.js';

/** A lazily imported module whose default export is a block view. */
export interface BlockViewModule {
  default: ComponentType<BlockViewProps<any>>;
}
export type BlockViewLoader = () => Promise<BlockViewModule>;

/**
 * Template key → dynamic import of its view. Each view is its own chunk, so a page downloads only
 * the JavaScript of the blocks it contains.
 */
export const blockViewLoaders: Readonly<Record<string, BlockViewLoader>> = {
  snippet: () => import('./snippet/snippet.js'),
  accordion: () => import('./accordion/accordion.js'),
  quote: () => import('./quote/quote.js'),
  quote_slider: () => import('./quote-slider/quote-slider.js'),
  hero_title_banner: () => import('./hero-title-banner/hero-title-banner.js'),
};
