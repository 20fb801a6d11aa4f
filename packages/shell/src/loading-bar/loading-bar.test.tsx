import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/LocaleProvider.js';
import { LoadingBar, OfflineNotice, createLoadingBarController, useOnlineStatus } from './index.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('given a navigation that starts', () => {
  it('should show nothing for the first 200 ms, then a bar at 0 %', () => {
    const controller = createLoadingBarController();
    render(<LoadingBar controller={controller} />);
    act(() => controller.start());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('should run to 100 % over 5000 ms and stay there', () => {
    const controller = createLoadingBarController();
    render(<LoadingBar controller={controller} />);
    act(() => controller.start());
    act(() => vi.advanceTimersByTime(200 + 2500));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('given a navigation that finishes', () => {
  it('should never show the bar when it finishes within 200 ms', () => {
    const controller = createLoadingBarController();
    const seen = vi.fn();
    controller.subscribe(() => seen(controller.getState().visible));
    controller.start();
    vi.advanceTimersByTime(150);
    controller.finish();
    vi.advanceTimersByTime(1000);
    expect(seen).not.toHaveBeenCalledWith(true);
  });

  it('should fill to 100 % and hide 500 ms later', () => {
    const controller = createLoadingBarController();
    render(<LoadingBar controller={controller} />);
    act(() => controller.start());
    act(() => vi.advanceTimersByTime(1000));
    act(() => controller.finish());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('given a navigation that fails', () => {
  it('should mark the bar failed, then hide it after 500 ms', () => {
    const controller = createLoadingBarController();
    render(
      <LocaleProvider locale="pl">
        <LoadingBar controller={controller} />
      </LocaleProvider>,
    );
    act(() => controller.start());
    act(() => controller.fail());
    const bar = screen.getByRole('progressbar', { name: 'Nie udało się wczytać strony' });
    expect(bar).toHaveAttribute('data-state', 'failed');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('should restart cleanly when a new navigation starts while hiding', () => {
    const controller = createLoadingBarController();
    controller.start();
    vi.advanceTimersByTime(300);
    controller.fail();
    controller.start();
    expect(controller.getState()).toEqual({ visible: false, progress: 0, failed: false });
    vi.advanceTimersByTime(500);
    expect(controller.getState()).toEqual({ visible: true, progress: 6, failed: false });
  });
});

describe('given the browser goes offline and back online', () => {
  function setOnline(online: boolean) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }
  afterEach(() => vi.restoreAllMocks());

  it('should follow the flag on <html data-online> and show a notice while offline', () => {
    function Flag() {
      return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>;
    }
    render(
      <>
        <Flag />
        <OfflineNotice />
      </>,
    );
    expect(screen.getByText('online')).toBeInTheDocument();
    expect(document.documentElement.dataset.online).toBe('true');
    act(() => setOnline(false));
    expect(screen.getByText('offline')).toBeInTheDocument();
    expect(document.documentElement.dataset.online).toBe('false');
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    act(() => setOnline(true));
    expect(document.documentElement.dataset.online).toBe('true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
