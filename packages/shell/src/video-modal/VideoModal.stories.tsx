import { createConsentStore, type ConsentScope } from '@forecourt/consent';
import { ConsentProvider } from '@forecourt/consent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { VideoModalProvider } from './VideoModalProvider.js';
import { openVideo, type VideoRequest } from './video-source.js';

/** A consent store over an in-memory storage, so each story starts from its own choice. */
function storeWith(scopes: ConsentScope[] | null) {
  const items = new Map<string, string>();
  const store = createConsentStore({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  });
  if (scopes) store.accept(scopes);
  return store;
}

interface DemoProps {
  video: VideoRequest;
  /** Scopes the visitor accepted; null for no choice yet. */
  consent: ConsentScope[] | null;
}

/** A page with a play button, as a block would have one. */
function VideoModalDemo({ video, consent }: DemoProps) {
  const [store] = useState(() => storeWith(consent));
  return (
    <ConsentProvider store={store}>
      <VideoModalProvider>
        <main style={{ padding: '2rem' }}>
          <button type="button" onClick={() => openVideo(video)}>
            Play: {video.title}
          </button>
        </main>
      </VideoModalProvider>
    </ConsentProvider>
  );
}

const meta = {
  title: 'Shell/VideoModal',
  component: VideoModalDemo,
  args: {
    video: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Range Rover Sport: launch film' },
    consent: ['obligatory', 'optional', 'marketing'],
  },
  // Opens the modal, as a visitor's click on the play button does.
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('main button')?.click();
  },
} satisfies Meta<typeof VideoModalDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** YouTube with marketing consent: the youtube-nocookie.com embed. */
export const YouTube: Story = {};

/** YouTube without marketing consent: the consent placeholder instead of the third-party player. */
export const YouTubeWithoutConsent: Story = { args: { consent: ['obligatory'] } };

/** An own video file: a native player, no consent needed. */
export const OwnFile: Story = {
  args: {
    video: { src: '/media/defender-walkaround.mp4', title: 'Defender: walkaround' },
    consent: null,
  },
};

/** Closed: only the page with its play button. */
export const Closed: Story = { play: () => {} };
