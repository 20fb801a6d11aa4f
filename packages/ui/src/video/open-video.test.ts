import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_VIDEO_EVENT, openVideo, type VideoRequest } from './open-video.js';

describe('openVideo', () => {
  const listener = vi.fn<(event: Event) => void>();
  afterEach(() => {
    document.removeEventListener(OPEN_VIDEO_EVENT, listener);
    listener.mockReset();
  });

  it('should dispatch OPEN_VIDEO_EVENT on the document with the request as detail', () => {
    document.addEventListener(OPEN_VIDEO_EVENT, listener);
    const request: VideoRequest = { src: 'dQw4w9WgXcQ', title: 'Launch film' };
    openVideo(request);
    expect(listener).toHaveBeenCalledOnce();
    expect((listener.mock.calls[0]![0] as CustomEvent<VideoRequest>).detail).toEqual(request);
  });
});
