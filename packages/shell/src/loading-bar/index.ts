export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
  createLoadingBarController,
  type LoadingBarController,
  type LoadingBarOptions,
  type LoadingBarState,
} from './controller.js';
export { LoadingBar, type LoadingBarProps } from './LoadingBar.js';
export { OfflineNotice, useOnlineAttribute, useOnlineStatus } from './online.js';
