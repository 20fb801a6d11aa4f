// For the views: the one rich-text policy, applied again as they render.
export { RICH_TEXT_POLICY, sanitizeRichText } from './contract/rich-text.js';
