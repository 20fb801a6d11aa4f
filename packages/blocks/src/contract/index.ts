export * from './fields.js';
export * from './template.js';
export * from './validate.js';
export * from './shared-fields.js';
export * from './prepare.js';
export * from './rich-text.js';
