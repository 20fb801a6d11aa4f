export { NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen.js';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen.js';
export { ErrorPageFailure, type ErrorPageFailureProps } from './ErrorPageFailure.js';
export {
  BACK_TO_HOME,
  ERROR_PAGE_FAILURE_TEXT,
  GO_BACK_TO_HOME,
  NOT_FOUND_HEADING,
  NOT_FOUND_MESSAGE,
  NOT_FOUND_TEXT,
} from './texts.js';
