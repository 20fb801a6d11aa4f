export * from './error-screens/index.js';
export * from './i18n/index.js';
export * from './search/index.js';
export * from './panels/index.js';
export * from './navigation/index.js';
export * from './breadcrumbs/index.js';
export * from './footer/index.js';
export * from './in-page-nav/index.js';
