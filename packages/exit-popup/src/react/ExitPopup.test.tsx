import { resolveSettings } from '@forecourt/api-client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExitDestination } from '../intercept.js';
import type { ResolvedSettings } from '../settings.js';
import { ExitPopup } from './ExitPopup.js';

const BASE = 'http://localhost:3000/pl/';

const settingsWith = (values: Record<string, string>) =>
  resolveSettings(Object.entries(values).map(([key, value]) => ({ key, value })));

const DEALERS = {
  'exit_popup.copy': '<p>You are leaving <strong>Forecourt</strong> for a dealer site.</p>',
  'exit_popup.do_url': 'https://*.dealer.pl/*\n/leave/*',
  'exit_popup.dont_url': 'https://www.dealer.pl/*',
};

function Page({
  settings,
  onProceed,
}: {
  settings: ResolvedSettings;
  onProceed?: (d: ExitDestination) => void;
}) {
  return (
    <>
      <nav>
        <a href="https://krakow.dealer.pl/offers">Krakow dealer</a>
        <a href="https://krakow.dealer.pl/" target="_blank">
          Krakow dealer in a new tab
        </a>
        <a href="https://www.dealer.pl/">Main dealer</a>
        <a href="/pl/leave/partner">Partner</a>
        <a href="/pl/models">Models</a>
      </nav>
      <ExitPopup settings={settings} baseUrl={BASE} onProceed={onProceed} />
    </>
  );
}

// jsdom cannot leave the page: links that were not intercepted stop here, and we note it.
let navigatedTo: string[];
const recordNavigation = (event: MouseEvent) => {
  if (event.defaultPrevented) return;
  const link = (event.target as Element).closest('a');
  if (link) navigatedTo.push(link.href);
  event.preventDefault();
};
// The modal's code is fetched on the first intercepted click. In the browser that is one cached
// chunk; here it is Vite transforming the modal and its dependencies, which on a busy machine
// takes longer than a find waits. Loaded once up front, the tests see the modal as a visitor does.
beforeAll(async () => {
  await import('./ExitModal.js');
});
beforeEach(() => {
  navigatedTo = [];
  window.addEventListener('click', recordNavigation);
});
afterEach(() => {
  window.removeEventListener('click', recordNavigation);
  vi.restoreAllMocks();
});

describe('ExitPopup', () => {
  describe('given the page has loaded', () => {
    it('should show no popup', () => {
      render(<Page settings={settingsWith(DEALERS)} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a click on a whitelisted link', () => {
    it('should stop the navigation and open the exit modal with the copy', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith(DEALERS)} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'You are leaving Forecourt for a dealer site.',
      });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveTextContent('You are leaving Forecourt for a dealer site.');
      expect(navigatedTo).toEqual([]);
    });

    it('should move focus into the modal, OK being the only button by default', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith(DEALERS)} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      const dialog = await screen.findByRole('dialog');
      expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
      expect(dialog.querySelectorAll('button')).toHaveLength(1);
    });

    it('should intercept a relative whitelist entry under the site base path', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith(DEALERS)} />);
      await user.click(screen.getByRole('link', { name: 'Partner' }));
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    });

    it('should open from the keyboard (Enter on a focused link)', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith(DEALERS)} />);
      screen.getByRole('link', { name: 'Krakow dealer' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect(navigatedTo).toEqual([]);
    });
  });

  describe('given a click the lists do not intercept', () => {
    it('should let a blacklisted link go without a popup', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith(DEALERS)} />);
      await user.click(screen.getByRole('link', { name: 'Main dealer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(navigatedTo).toEqual(['https://www.dealer.pl/']);
    });

    it('should let an unlisted link go without a popup', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith(DEALERS)} />);
      await user.click(screen.getByRole('link', { name: 'Models' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(navigatedTo).toEqual(['http://localhost:3000/pl/models']);
    });

    it('should never show with the default (empty) whitelist', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith({ 'exit_popup.copy': '<p>Bye</p>' })} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(navigatedTo).toEqual(['https://krakow.dealer.pl/offers']);
    });

    it('should not intercept a Ctrl+click (open in new tab)', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith(DEALERS)} />);
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      await user.keyboard('{/Control}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given the modal is open', () => {
    it('should follow the link and close on OK', async () => {
      const user = userEvent.setup();
      const onProceed = vi.fn();
      render(
        <Page
          settings={settingsWith({ ...DEALERS, 'exit_popup.ok': 'Continue' })}
          onProceed={onProceed}
        />,
      );
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      expect(onProceed).toHaveBeenCalledExactlyOnceWith({
        url: 'https://krakow.dealer.pl/offers',
        target: '',
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should open a new-tab link in a new tab (noopener) on OK, by default', async () => {
      const user = userEvent.setup();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      render(<Page settings={settingsWith(DEALERS)} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer in a new tab' }));
      await user.click(await screen.findByRole('button', { name: 'OK' }));
      expect(open).toHaveBeenCalledExactlyOnceWith(
        'https://krakow.dealer.pl/',
        '_blank',
        'noopener',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should close on cancel without following the link, focus back on the link', async () => {
      const user = userEvent.setup();
      const onProceed = vi.fn();
      render(
        <Page
          settings={settingsWith({ ...DEALERS, 'exit_popup.cancel': 'Stay here' })}
          onProceed={onProceed}
        />,
      );
      const link = screen.getByRole('link', { name: 'Krakow dealer' });
      await user.click(link);
      await user.click(await screen.findByRole('button', { name: 'Stay here' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onProceed).not.toHaveBeenCalled();
      expect(navigatedTo).toEqual([]);
      expect(link).toHaveFocus();
    });

    it('should close on ESC without following the link', async () => {
      const user = userEvent.setup();
      const onProceed = vi.fn();
      render(<Page settings={settingsWith(DEALERS)} onProceed={onProceed} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      await screen.findByRole('dialog');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onProceed).not.toHaveBeenCalled();
    });

    it('should close on a backdrop click without following the link', async () => {
      const user = userEvent.setup();
      const onProceed = vi.fn();
      render(<Page settings={settingsWith(DEALERS)} onProceed={onProceed} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      await user.click(document.querySelector('.fc-modal__backdrop')!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onProceed).not.toHaveBeenCalled();
    });

    it('should keep Tab inside the modal between cancel and OK', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith({ ...DEALERS, 'exit_popup.cancel': 'Stay here' })} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      expect(screen.getByRole('button', { name: 'Stay here' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Stay here' })).toHaveFocus();
    });

    it('should follow the most recent link when asked again', async () => {
      const user = userEvent.setup();
      const onProceed = vi.fn();
      render(
        <Page
          settings={settingsWith({ ...DEALERS, 'exit_popup.cancel': 'Stay here' })}
          onProceed={onProceed}
        />,
      );
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      await user.click(await screen.findByRole('button', { name: 'Stay here' }));
      await user.click(screen.getByRole('link', { name: 'Partner' }));
      await user.click(await screen.findByRole('button', { name: 'OK' }));
      expect(onProceed).toHaveBeenCalledExactlyOnceWith({
        url: 'http://localhost:3000/pl/leave/partner',
        target: '',
      });
    });
  });

  describe('given unsafe copy', () => {
    it('should show the copy without scripts or event handlers', async () => {
      const user = userEvent.setup();
      const copy =
        '<p>Leaving</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:alert(1)" onclick="x()">More</a>';
      render(<Page settings={settingsWith({ ...DEALERS, 'exit_popup.copy': copy })} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.innerHTML).not.toMatch(/script|onerror|onclick|javascript|<img/i);
      expect(dialog).toHaveTextContent('Leaving');
      expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    });
  });

  describe('given copy with a heading', () => {
    it('should name the dialog by the heading only', async () => {
      const user = userEvent.setup();
      const copy = "<h2>Leaving Forecourt</h2><p>Offers there are the retailer's own.</p>";
      render(<Page settings={settingsWith({ ...DEALERS, 'exit_popup.copy': copy })} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      expect(screen.getByRole('dialog', { name: 'Leaving Forecourt' })).toHaveTextContent(
        "Offers there are the retailer's own.",
      );
    });
  });

  describe('given no copy', () => {
    it('should name the dialog by the destination', async () => {
      const user = userEvent.setup();
      render(<Page settings={settingsWith({ ...DEALERS, 'exit_popup.copy': '' })} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      expect(
        screen.getByRole('dialog', { name: 'https://krakow.dealer.pl/offers' }),
      ).toBeInTheDocument();
    });
  });

  describe('given no base URL', () => {
    it('should resolve relative entries under the page origin root', async () => {
      const user = userEvent.setup();
      render(
        <>
          <a href="/leave/partner">Partner at the root</a>
          <ExitPopup settings={settingsWith({ 'exit_popup.do_url': '/leave/*' })} />
        </>,
      );
      await user.click(screen.getByRole('link', { name: 'Partner at the root' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('given settings as a plain object', () => {
    it('should intercept by its lists', async () => {
      const user = userEvent.setup();
      render(<Page settings={Object.fromEntries(settingsWith(DEALERS))} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('given the settings change', () => {
    it('should use the new lists', async () => {
      const user = userEvent.setup();
      const { rerender } = render(<Page settings={settingsWith(DEALERS)} />);
      rerender(<Page settings={settingsWith({ ...DEALERS, 'exit_popup.do_url': '' })} />);
      await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given it unmounts', () => {
    it('should stop intercepting links', async () => {
      const user = userEvent.setup();
      const { rerender } = render(<Page settings={settingsWith(DEALERS)} />);
      rerender(<a href="https://krakow.dealer.pl/offers">Krakow dealer</a>);
      await act(async () => {
        await user.click(screen.getByRole('link', { name: 'Krakow dealer' }));
      });
      expect(navigatedTo).toEqual(['https://krakow.dealer.pl/offers']);
    });
  });
});
