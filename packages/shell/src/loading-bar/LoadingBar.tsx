import { useSyncExternalStore } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';
import type { LoadingBarController, LoadingBarState } from './controller.js';

const SERVER_STATE: LoadingBarState = { visible: false, progress: 0, failed: false };

export interface LoadingBarProps {
  controller: LoadingBarController;
}

/** The thin bar at the top of the viewport while a navigation loads (hidden otherwise). */
export function LoadingBar({ controller }: LoadingBarProps) {
  const t = useShellT();
  const state = useSyncExternalStore(controller.subscribe, controller.getState, () => SERVER_STATE);
  if (!state.visible) return null;
  return (
    <div
      className="fc-loading-bar"
      role="progressbar"
      aria-label={state.failed ? t('loadingBar.failed') : t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      data-state={state.failed ? 'failed' : 'loading'}
    >
      <div className="fc-loading-bar__fill" style={{ width: `${state.progress}%` }} />
    </div>
  );
}
