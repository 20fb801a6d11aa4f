export { quoteTemplate } from './quote.schema.js';
export { Quote, type QuoteProps } from './quote.js';
