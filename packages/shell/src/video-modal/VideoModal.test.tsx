import {
  PLATFORM_SCOPES,
  basicStrategy,
  createConsentStore,
  type ConsentScope,
  type ConsentStrategy,
} from '@forecourt/consent';
import { ConsentProvider } from '@forecourt/consent/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { thirdPartyVideoScope } from './VideoModal.js';
import { VideoModalProvider } from './VideoModalProvider.js';
import { OPEN_VIDEO_EVENT, openVideo, resolveVideo, youTubeId } from './video-source.js';

const PLACEHOLDER =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.';

/** A consent platform (OneTrust, Cookiebot, …) that asks about marketing cookies, without its SDK. */
const platformStrategy: ConsentStrategy = {
  ...basicStrategy(),
  name: 'platform',
  scopes: PLATFORM_SCOPES,
  showsBanner: false,
};

function renderPage(consent: ConsentScope[] | null, strategy: ConsentStrategy = platformStrategy) {
  const items = new Map<string, string>();
  const store = createConsentStore({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  });
  if (consent) store.accept(consent);
  return render(
    <ConsentProvider store={store} strategy={strategy}>
      <VideoModalProvider>
        <button
          type="button"
          onClick={() => openVideo({ src: 'dQw4w9WgXcQ', title: 'Launch film' })}
        >
          Play
        </button>
      </VideoModalProvider>
    </ConsentProvider>,
  );
}

describe('VideoModalProvider', () => {
  describe('given a YouTube video and marketing consent', () => {
    it('should open a dialog named by the title with the youtube-nocookie embed', async () => {
      renderPage(['obligatory', 'marketing']);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      const dialog = await screen.findByRole('dialog', { name: 'Launch film' });
      expect(dialog).toBeInTheDocument();
      expect(screen.getByTitle('Launch film')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
    });

    it('should unmount the player when closed, which stops playback, and give focus back', async () => {
      renderPage(['obligatory', 'marketing']);
      const play = screen.getByRole('button', { name: 'Play' });
      await userEvent.click(play);
      await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
      expect(play).toHaveFocus();
    });

    it('should close on ESC', async () => {
      renderPage(['obligatory', 'marketing']);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a YouTube video without marketing consent', () => {
    it('should show the consent placeholder instead of the third-party player', async () => {
      renderPage(['obligatory', 'optional']);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(await screen.findByRole('dialog', { name: 'Launch film' })).toHaveTextContent(PLACEHOLDER);
      expect(document.querySelector('iframe')).toBeNull();
    });
  });

  describe('given a YouTube video and the basic strategy (banner with Accept, no marketing choice)', () => {
    it('should show the placeholder until the visitor accepts, then the youtube-nocookie embed', async () => {
      const undecided = renderPage(null, basicStrategy());
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(await screen.findByRole('dialog', { name: 'Launch film' })).toHaveTextContent(PLACEHOLDER);
      expect(document.querySelector('iframe')).toBeNull();
      undecided.unmount();

      renderPage(['obligatory', 'optional'], basicStrategy());
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(await screen.findByTitle('Launch film')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
    });
  });

  describe('given an own video file', () => {
    it('should play it in a native player with controls, without asking for consent', async () => {
      renderPage(null);
      act(() => openVideo({ src: '/media/walkaround.mp4', title: 'Walkaround' }));
      expect(await screen.findByRole('dialog', { name: 'Walkaround' })).toBeInTheDocument();
      const video = document.querySelector('video');
      expect(video).toHaveAttribute('src', '/media/walkaround.mp4');
      expect(video).toHaveAttribute('controls');
      expect(screen.queryByText(PLACEHOLDER)).not.toBeInTheDocument();
    });
  });

  describe('given an event that is not a playable video', () => {
    it('should stay closed', () => {
      renderPage(['marketing']);
      act(() => {
        document.dispatchEvent(
          new CustomEvent(OPEN_VIDEO_EVENT, { detail: { src: 'javascript:alert(1)', title: 'x' } }),
        );
        document.dispatchEvent(
          new CustomEvent(OPEN_VIDEO_EVENT, { detail: { title: 'no source' } }),
        );
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('thirdPartyVideoScope', () => {
  it('should need marketing where the strategy asks about it, else optional (basic)', () => {
    expect(thirdPartyVideoScope(platformStrategy)).toBe('marketing');
    expect(thirdPartyVideoScope(basicStrategy())).toBe('optional');
  });
});

describe('resolveVideo', () => {
  it('should recognise YouTube ids and watch, share, embed and shorts URLs', () => {
    for (const src of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youTubeId(src), src).toBe('dQw4w9WgXcQ');
    }
  });

  it('should play other http(s) URLs and site paths as files, and refuse other schemes', () => {
    expect(resolveVideo('https://cdn.example.com/film.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/film.mp4',
    });
    expect(resolveVideo('/media/film.webm')).toEqual({ kind: 'file', url: '/media/film.webm' });
    expect(resolveVideo('https://www.youtube.com/channel/abc')).toEqual({
      kind: 'file',
      url: 'https://www.youtube.com/channel/abc',
    });
    expect(resolveVideo('javascript:alert(1)')).toBeNull();
    expect(resolveVideo('//evil.example/film.mp4')).toBeNull();
  });
});
