export { FieldInput, FieldList, type FieldInputProps, type FieldListProps } from './field-input.js';
export { FieldFrame, type FieldFrameProps, type ControlA11y } from './field-frame.js';
export { LOCALE_NAMES, issuesAt, domId } from './paths.js';
export { emptyLink } from './link-input.js';
export { mediaQueryKey, thumbnailUrl } from './image-input.js';
export { usePageBlocksSource, usePageBlocks } from './page-blocks.js';
