export { MinimalTopbar, type MinimalTopbarProps } from './MinimalTopbar.js';
