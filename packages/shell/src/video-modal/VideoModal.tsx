// The video modal's dialog and players, loaded the first time a video is asked for (see
// VideoModalProvider): most visits play no video, so this is not part of the first load.
import type { ConsentScope, ConsentStrategy } from '@forecourt/consent';
import { ConsentGate, useConsent } from '@forecourt/consent/react';
import { Modal } from '@forecourt/ui';
import { useShellT } from '../i18n/LocaleProvider.js';
import type { VideoSource } from './video-source.js';

export interface OpenVideo {
  title: string;
  source: VideoSource;
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

export interface VideoModalProps {
  /** The video shown; null closes the modal (and unmounts the player, which stops playback). */
  video: OpenVideo | null;
  onClose: () => void;
  closeLabel?: string | undefined;
}

/** The generic modal with the video's title and its player. */
export function VideoModal({ video, onClose, closeLabel }: VideoModalProps) {
  const t = useShellT();
  return (
    <Modal.Root
        open={video !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        <Modal.Content className="fc-video-modal">
          {video ? (
            <>
              <Modal.Close label={closeLabel || t('common.close')} />
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
  );
}
