/**
 * React entry of `@forecourt/blocks`: renders saved blocks with their lazily loaded views.
 * The React-free definitions and validator live in `@forecourt/blocks/templates`.
 */
export { BlockList, preloadBlockViews } from './block-list.js';
export type { BlockListProps, BlockListItem } from './block-list.js';
export { blockViewLoaders } from './view-registry.js';
export type { AnyBlockView, BlockViewLoader, BlockViewModule } from './view-registry.js';
export type { BlockMode, BlockViewProps } from './view-props.js';
