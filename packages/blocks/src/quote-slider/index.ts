export { quoteSliderTemplate } from './quote-slider.schema.js';
export { QuoteSlider, type QuoteSliderProps } from './quote-slider.js';
