export * from './error-screens/index.js';
