// Router glue for the shell's loading bar (site-shell.md §2 "On navigation a loading bar is
// shown") and the online/offline flag on <html data-online>.
import { LoadingBar, createLoadingBarController, useOnlineAttribute } from '@forecourt/shell';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

export function SiteLoadingBar() {
  const [controller] = useState(() => createLoadingBarController());
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error'),
  });
  const started = useRef(false);
  useOnlineAttribute();

  useEffect(() => {
    if (pending) {
      started.current = true;
      controller.start();
    } else if (started.current) {
      started.current = false;
      if (failed) controller.fail();
      else controller.finish();
    }
  }, [pending, failed, controller]);
  useEffect(() => () => controller.dispose(), [controller]);

  return <LoadingBar controller={controller} />;
}
