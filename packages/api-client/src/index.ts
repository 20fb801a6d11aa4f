export * from './body-limits.js';
export * from './constants.js';
export * from './locales.js';
export * from './schemas.js';
export * from './localize.js';
export * from './client.js';
export * from './setting-defaults.js';
export * from './settings.js';
