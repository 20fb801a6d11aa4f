import type { ComponentType } from 'react';
import { viewLoaders } from './catalogue/views.gen.js';
import type { BlockViewProps } from './view-props.js';

/**
 * A view of any template. Each view takes its own template's data, so the registry, which maps
 * keys to views of different templates, cannot name one data type; `BlockList` only hands a view
 * data already validated against that view's template.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockView = ComponentType<BlockViewProps<any>>;

/** A lazily imported module whose default export is a block view. */
export interface BlockViewModule {
  default: AnyBlockView;
}
export type BlockViewLoader = () => Promise<BlockViewModule>;

/**
 * Template key → dynamic import of its view, one per template folder. Each view is its own
 * chunk, so a page downloads only the JavaScript of the blocks it contains.
 */
export const blockViewLoaders: Readonly<Record<string, BlockViewLoader>> = viewLoaders;
