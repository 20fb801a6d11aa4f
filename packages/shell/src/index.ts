export * from './error-screens/index.js';
export * from './i18n/index.js';
export * from './search/index.js';
