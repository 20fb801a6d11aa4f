import { listenForPageRequests } from '@forecourt/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { OpenVideo } from './VideoModal.js';
import { OPEN_VIDEO_EVENT, resolveVideo, type VideoRequest } from './video-source.js';

const VideoModal = lazy(() => import('./VideoModal.js').then((module) => ({ default: module.VideoModal })));

export interface VideoModalProviderProps {
  children?: ReactNode;
  /** Accessible name of the close button. Defaults to the locale's `common.close` ('Close'). */
  closeLabel?: string;
}

function isVideoRequest(value: unknown): value is VideoRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<VideoRequest>;
  return typeof request.src === 'string' && typeof request.title === 'string';
}

/**
 * The page's video modal (site-shell.md §2 "Main layout"). It opens for every `OPEN_VIDEO_EVENT`
 * (`openVideo()`), so any block can play a video. YouTube needs consent to third-party cookies
 * (`thirdPartyVideoScope`) and shows the consent placeholder without it; own video files play in a native player.
 * The player is unmounted on close, which stops playback.
 */
export function VideoModalProvider({ children, closeLabel }: VideoModalProviderProps) {
  const [video, setVideo] = useState<OpenVideo | null>(null);
  const [asked, setAsked] = useState(false);

  // A request made before this provider started (it may be loaded after the first paint) is
  // served as it starts.
  useEffect(
    () =>
      listenForPageRequests<unknown>(OPEN_VIDEO_EVENT, (detail) => {
        if (!isVideoRequest(detail)) return;
        const source = resolveVideo(detail.src);
        if (!source) return;
        setVideo({ title: detail.title, source });
        setAsked(true);
      }),
    [],
  );

  return (
    <>
      {children}
      {/* Once a video was asked for: the dialog's code arrives then, and stays for the next one. */}
      {asked ? (
        <Suspense fallback={null}>
          <VideoModal video={video} onClose={() => setVideo(null)} closeLabel={closeLabel} />
        </Suspense>
      ) : null}
    </>
  );
}
