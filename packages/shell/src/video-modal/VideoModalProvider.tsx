import type { ConsentScope, ConsentStrategy } from '@forecourt/consent';
import { ConsentGate, useConsent } from '@forecourt/consent/react';
import { Modal } from '@forecourt/ui';
import { useEffect, useState, type ReactNode } from 'react';
import {
  OPEN_VIDEO_EVENT,
  resolveVideo,
  type VideoRequest,
  type VideoSource,
} from './video-source.js';

export interface VideoModalProviderProps {
  children?: ReactNode;
  /** Accessible name of the close button. Defaults to 'Close'. */
  closeLabel?: string;
}

interface OpenVideo {
  title: string;
  source: VideoSource;
}

function isVideoRequest(value: unknown): value is VideoRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<VideoRequest>;
  return typeof request.src === 'string' && typeof request.title === 'string';
}

/**
 * The consent scope third-party (YouTube) cookies need: 'marketing' where the strategy asks about
 * it (consent platforms). The basic strategy's banner offers no such choice (site-shell.md §9:
 * obligatory and optional only), so there its 'Accept' of optional cookies is the visitor's yes.
 */
export function thirdPartyVideoScope(strategy: Pick<ConsentStrategy, 'scopes'>): ConsentScope {
  return strategy.scopes.includes('marketing') ? 'marketing' : 'optional';
}

/** The youtube-nocookie.com embed, or the consent placeholder until the visitor allows it. */
function YouTubePlayer({ embedUrl, title }: { embedUrl: string; title: string }) {
  const { strategy } = useConsent();
  return (
    <ConsentGate scope={thirdPartyVideoScope(strategy)}>
      <iframe
        className="fc-video-modal__player"
        src={embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </ConsentGate>
  );
}

/**
 * The page's video modal (site-shell.md §2 "Main layout"). It opens for every `OPEN_VIDEO_EVENT`
 * (`openVideo()`), so any block can play a video. YouTube needs consent to third-party cookies
 * (`thirdPartyVideoScope`) and shows the consent placeholder without it; own video files play in a native player.
 * The player is unmounted on close, which stops playback.
 */
export function VideoModalProvider({ children, closeLabel }: VideoModalProviderProps) {
  const [video, setVideo] = useState<OpenVideo | null>(null);

  useEffect(() => {
    const onOpenVideo = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isVideoRequest(detail)) return;
      const source = resolveVideo(detail.src);
      if (source) setVideo({ title: detail.title, source });
    };
    document.addEventListener(OPEN_VIDEO_EVENT, onOpenVideo);
    return () => document.removeEventListener(OPEN_VIDEO_EVENT, onOpenVideo);
  }, []);

  return (
    <>
      {children}
      <Modal.Root
        open={video !== null}
        onOpenChange={(open) => {
          if (!open) setVideo(null);
        }}
      >
        <Modal.Content className="fc-video-modal">
          {video ? (
            <>
              <Modal.Close {...(closeLabel ? { label: closeLabel } : {})} />
              <Modal.Title className="fc-video-modal__title">{video.title}</Modal.Title>
              <div className="fc-video-modal__frame">
                {video.source.kind === 'youtube' ? (
                  <YouTubePlayer embedUrl={video.source.embedUrl} title={video.title} />
                ) : (
                  <video
                    className="fc-video-modal__player"
                    src={video.source.url}
                    title={video.title}
                    aria-label={video.title}
                    controls
                    autoPlay
                    playsInline
                  />
                )}
              </div>
            </>
          ) : null}
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
