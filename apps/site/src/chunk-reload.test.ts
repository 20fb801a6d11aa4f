// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installChunkReloadGuard } from './chunk-reload.js';

function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, {
    sessionStorage: window.sessionStorage,
    location: { reload },
  }) as unknown as Window;
  return { win, reload };
}

const chunkError = () => new Event('vite:preloadError', { cancelable: true });

afterEach(() => window.sessionStorage.clear());

describe('installChunkReloadGuard', () => {
  describe('given a code chunk fails to load', () => {
    it('should reload the page once', () => {
      const { win, reload } = fakeWindow();
      installChunkReloadGuard(win, () => 1_000_000);
      const event = chunkError();
      win.dispatchEvent(event);
      expect(reload).toHaveBeenCalledOnce();
      expect(event.defaultPrevented).toBe(true);
    });

    it('should not reload again within 60 seconds, but should after', () => {
      const { win, reload } = fakeWindow();
      let time = 1_000_000;
      installChunkReloadGuard(win, () => time);
      win.dispatchEvent(chunkError());
      time += 59_999;
      win.dispatchEvent(chunkError());
      expect(reload).toHaveBeenCalledTimes(1);
      time += 1;
      win.dispatchEvent(chunkError());
      expect(reload).toHaveBeenCalledTimes(2);
    });
  });
});
