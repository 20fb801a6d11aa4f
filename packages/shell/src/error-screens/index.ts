export { NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen.js';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen.js';
export { ErrorPageFailure, type ErrorPageFailureProps } from './ErrorPageFailure.js';
export { NOT_FOUND_MESSAGE } from './texts.js';
