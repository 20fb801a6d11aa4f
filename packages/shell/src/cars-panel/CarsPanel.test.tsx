import type { NavEntry, Offer, OfferCarModel } from '@forecourt/api-client';
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAR_IMAGE_FADE_MS, CarsPanel, type CarsPanelProps } from './CarsPanel.js';
import { seededCarModels, seededCarsEntry, seededOffers, seededPriceSettings } from './fixtures.js';
import { CARS_PANEL_KEY_CODES, CARS_PANEL_KEYS, shortcutOf } from './keyboard.js';

// Rendering with Storybook annotations and user events is slow on shared cores; the behaviour, not the speed, is under test.
vi.setConfig({ testTimeout: 20_000 });

function renderPanel(props: Partial<CarsPanelProps> = {}) {
  const onClose = props.onClose ?? vi.fn();
  const view = render(
    <PriceSettingsProvider settings={seededPriceSettings} exchange={null}>
      <CarsPanel
        entry={seededCarsEntry}
        offers={seededOffers}
        carModels={seededCarModels}
        state="active"
        variant="desktop"
        {...props}
        onClose={onClose}
      />
    </PriceSettingsProvider>,
  );
  return { ...view, onClose };
}

const panel = () => screen.getByRole('region', { name: 'Models' });
const info = () => screen.getByRole('region', { name: /vehicle information$/ });
const modelLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Models' })).getByRole('link', { name });
const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

afterEach(() => {
  vi.useRealTimers();
});

describe('given the seeded cars entry', () => {
  it('should list the vehicle groups and their models in a sidebar 325 px wide', () => {
    renderPanel();
    const sidebar = screen.getByRole('navigation', { name: 'Models' });
    expect(
      within(sidebar)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Range Rover', 'Defender', 'Discovery']);
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Range Rover Sport',
      'Range Rover Evoque',
      'Defender',
      'Discovery',
      'Discovery Sport',
    ]);
    expect(panel().style.getPropertyValue('--fc-cars-sidebar-width')).toBe('325px');
  });

  it.each(['active', 'inactive', 'offscreen'] as const)(
    'should expose the %s state as data-state',
    (state) => {
      const { container } = renderPanel({ state });
      const root = container.querySelector('.fc-cars-panel')!;
      expect(root).toHaveAttribute('data-state', state);
      expect(root).toHaveAttribute('data-template', 'cars');
    },
  );

  it('should show the first car and its first tab by default', () => {
    renderPanel();
    expect(modelLink('Range Rover Sport')).toHaveAttribute('aria-current', 'true');
    expect(within(info()).getByRole('heading', { name: 'Range Rover Sport' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Plug-in hybrid' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(info()).getByText('P460e: up to 113 km on electricity alone.'),
    ).toBeInTheDocument();
  });

  it('should show the model hovered in the sidebar with its description, links, buttons, picture and disclaimer', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.hover(modelLink('Discovery'));
    expect(modelLink('Discovery')).toHaveAttribute('aria-current', 'true');
    expect(modelLink('Range Rover Sport')).not.toHaveAttribute('aria-current');
    const region = info();
    expect(within(region).getByRole('heading', { name: 'Discovery' })).toBeInTheDocument();
    expect(
      within(region).getByText('Discovery: prices, equipment, test drive'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Discovery' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/v1/image/seed-discovery/w/'),
    );
    expect(within(region).getByText('Prices include VAT.')).toBeInTheDocument();
  });

  it('should select a model that takes keyboard focus', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.tab(); // title link
    await user.tab(); // shortcuts button
    await user.tab(); // close button
    await user.tab();
    expect(modelLink('Range Rover Sport')).toHaveFocus();
    await user.tab();
    expect(modelLink('Range Rover Evoque')).toHaveAttribute('aria-current', 'true');
  });

  describe('given variant tabs', () => {
    it('should show tabs only for a model with more than one child', async () => {
      const user = userEvent.setup();
      renderPanel();
      expect(screen.getAllByRole('tab')).toHaveLength(2);
      await user.hover(modelLink('Defender'));
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      // A single variant still supplies its content.
      expect(within(info()).getByText('Five doors, up to seven seats.')).toBeInTheDocument();
      expect(within(info()).getByRole('link', { name: 'Technical data' })).toHaveAttribute(
        'href',
        '/models/defender#specs',
      );
      await user.hover(modelLink('Discovery'));
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    });

    it('should switch the information and picture with the selected tab', async () => {
      const user = userEvent.setup();
      renderPanel();
      await user.click(screen.getByRole('tab', { name: 'Diesel MHEV' }));
      expect(screen.getByRole('tab', { name: 'Diesel MHEV' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByRole('tabpanel')).toHaveTextContent(
        'D300 and D350 mild-hybrid diesels with all-wheel drive.',
      );
      expect(within(info()).getByRole('img')).toHaveAttribute(
        'src',
        expect.stringContaining('seed-discovery'),
      );
      expect(within(info()).getByRole('link', { name: 'Book a test drive' })).toHaveAttribute(
        'href',
        '/offers#test-drive',
      );
    });

    it('should start another model on its first tab', async () => {
      const user = userEvent.setup();
      renderPanel();
      await user.click(screen.getByRole('tab', { name: 'Diesel MHEV' }));
      await user.hover(modelLink('Defender'));
      await user.hover(modelLink('Range Rover Sport'));
      expect(screen.getByRole('tab', { name: 'Plug-in hybrid' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });

  describe('given the car additional data', () => {
    it("should show the 'From' price of the model's carKey in the navigation format", () => {
      renderPanel();
      expect(info()).toHaveTextContent('From 519 900 zł');
    });

    it('should show the lease price when the model has hasLeasePrice and a lease price', () => {
      renderPanel();
      expect(info()).toHaveTextContent('or 4 990 zł / month');
    });

    it('should hide the lease price without hasLeasePrice even when one exists', async () => {
      const user = userEvent.setup();
      renderPanel();
      await user.hover(modelLink('Defender'));
      expect(info()).toHaveTextContent('From 389 900 zł');
      expect(info()).not.toHaveTextContent('/ month');
    });

    it('should hide the lease price with hasLeasePrice but no lease price', async () => {
      const user = userEvent.setup();
      renderPanel();
      await user.hover(modelLink('Range Rover Evoque'));
      expect(info()).toHaveTextContent('From 229 900 zł');
      expect(info()).not.toHaveTextContent('/ month');
    });

    it('should show no price for a model without car additional data', () => {
      renderPanel({ carModels: [] });
      expect(info()).not.toHaveTextContent('From');
    });
  });

  describe('given the offers', () => {
    it('should link the offer button to the matching offer on the offers page', () => {
      renderPanel();
      expect(within(info()).getByRole('link', { name: 'Offer' })).toHaveAttribute(
        'href',
        '/offers?suboffer=rdx-range-rover-sport#rdx-range-rover-sport-leasing',
      );
    });

    it('should hide the offer button when no offer matches the model', async () => {
      const user = userEvent.setup();
      renderPanel();
      await user.hover(modelLink('Defender'));
      expect(within(info()).queryByRole('link', { name: 'Offer' })).not.toBeInTheDocument();
    });

    it.each([
      ['an offer button label', 'offerButtonLabel'],
      ['an offer car model key', 'offerCarModelKey'],
    ])('should hide the offer button when the item has no %s', (_, key) => {
      const [group] = seededCarsEntry.children;
      const [first] = group!.children;
      const withoutKey: NavEntry = {
        ...first!,
        metadata: { ...first!.metadata, [key]: undefined },
      };
      const entry: NavEntry = {
        ...seededCarsEntry,
        children: [{ ...group!, children: [withoutKey] }],
      };
      renderPanel({ entry });
      expect(within(info()).queryByRole('link', { name: 'Offer' })).not.toBeInTheDocument();
    });
  });

  describe('given the picture', () => {
    it('should restart the 200 ms fade when the selection changes', () => {
      vi.useFakeTimers();
      renderPanel();
      const media = () => info().querySelector('.fc-cars-panel__media')!;
      expect(media()).toHaveAttribute('data-animating', 'false');
      fireEvent.mouseEnter(modelLink('Defender'));
      expect(media()).toHaveAttribute('data-animating', 'true');
      act(() => vi.advanceTimersByTime(CAR_IMAGE_FADE_MS - 1));
      expect(media()).toHaveAttribute('data-animating', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(media()).toHaveAttribute('data-animating', 'false');
    });

    it('should restart the fade when the tab changes, even between models sharing a picture', () => {
      vi.useFakeTimers();
      renderPanel();
      const media = () => info().querySelector('.fc-cars-panel__media')!;
      // Range Rover Sport's first variant and Range Rover Evoque show the same picture.
      fireEvent.mouseEnter(modelLink('Range Rover Evoque'));
      expect(media()).toHaveAttribute('data-animating', 'true');
      act(() => vi.advanceTimersByTime(CAR_IMAGE_FADE_MS));
      fireEvent.mouseEnter(modelLink('Range Rover Sport'));
      act(() => vi.advanceTimersByTime(CAR_IMAGE_FADE_MS));
      fireEvent.click(screen.getByRole('tab', { name: 'Diesel MHEV' }));
      expect(media()).toHaveAttribute('data-animating', 'true');
    });

    it('should restart the fade again on a change while it is running', () => {
      vi.useFakeTimers();
      renderPanel();
      const media = () => info().querySelector('.fc-cars-panel__media')!;
      fireEvent.mouseEnter(modelLink('Defender'));
      const first = within(info()).getByRole('img');
      act(() => vi.advanceTimersByTime(150));
      fireEvent.mouseEnter(modelLink('Discovery'));
      // A new <img> element, so the CSS animation starts from the beginning.
      expect(within(info()).getByRole('img')).not.toBe(first);
      act(() => vi.advanceTimersByTime(150));
      expect(media()).toHaveAttribute('data-animating', 'true');
      act(() => vi.advanceTimersByTime(50));
      expect(media()).toHaveAttribute('data-animating', 'false');
    });
  });

  it('should close the menu from the close button and after following a model link', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    modelLink('Defender').addEventListener('click', (e) => e.preventDefault());
    await user.click(modelLink('Defender'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('should make an inactive panel inert and hidden from assistive tech', () => {
    const { container } = renderPanel({ state: 'inactive' });
    const root = container.querySelector('.fc-cars-panel')!;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveAttribute('inert');
  });
});

describe('given the keyboard shortcuts of an active cars panel', () => {
  it('should move to the next and previous vehicle with Down and Up, wrapping around', () => {
    renderPanel();
    press('ArrowDown');
    expect(modelLink('Range Rover Evoque')).toHaveAttribute('aria-current', 'true');
    press('ArrowUp');
    press('ArrowUp');
    expect(modelLink('Discovery Sport')).toHaveAttribute('aria-current', 'true');
  });

  it('should keep focus on the selected vehicle when focus is in the sidebar', async () => {
    const user = userEvent.setup();
    renderPanel();
    modelLink('Range Rover Sport').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(modelLink('Defender')).toHaveFocus();
    expect(modelLink('Defender')).toHaveAttribute('aria-current', 'true');
  });

  it('should move between the vehicle information tabs with Right and Left', () => {
    renderPanel();
    press('ArrowRight');
    expect(screen.getByRole('tab', { name: 'Diesel MHEV' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    press('ArrowRight');
    expect(screen.getByRole('tab', { name: 'Plug-in hybrid' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    press('ArrowLeft');
    expect(screen.getByRole('tab', { name: 'Diesel MHEV' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('should close the whole panel with ESC while the modal is closed', () => {
    const { onClose } = renderPanel();
    press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should open the vehicle information panel with SPACE and move focus to it', () => {
    renderPanel({ variant: 'mobile' });
    expect(screen.queryByRole('region', { name: /vehicle information$/ })).not.toBeInTheDocument();
    press(' ');
    expect(info()).toHaveAttribute('data-state', 'open');
    expect(info()).toHaveFocus();
  });

  it("should open the 'KEYBOARD SHORTCUTS' modal with Shift+'?' listing every shortcut", () => {
    renderPanel();
    press('?', { shiftKey: true });
    const dialog = screen.getByRole('dialog', { name: 'KEYBOARD SHORTCUTS' });
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      'Up and Down navigate vehicles',
      'Left and Right navigate vehicle information',
      'ESC closes the whole vehicle panel',
      'SPACE opens the vehicle information panel',
      "'?' opens the panel",
    ]);
  });

  it('should close only the modal with ESC while it is open', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await user.click(screen.getByRole('button', { name: /Keyboard shortcuts/ }));
    expect(screen.getByRole('dialog', { name: 'KEYBOARD SHORTCUTS' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should not navigate vehicles while the modal is open', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: /Keyboard shortcuts/ }));
    await user.keyboard('{ArrowDown}');
    expect(modelLink('Range Rover Sport')).toHaveAttribute('aria-current', 'true');
  });

  it('should ignore the shortcuts while the panel is not active', () => {
    const { onClose } = renderPanel({ state: 'inactive' });
    press('Escape');
    press('?', { shiftKey: true });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should leave typing in a text field alone', () => {
    const { onClose } = renderPanel();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: '?', shiftKey: true });
    expect(onClose).not.toHaveBeenCalled();
    input.remove();
  });
});

describe('shortcutOf', () => {
  it("should map the spec's key codes (27, 32, 37–40, 16 + 191) to the shortcuts", () => {
    const base = { shiftKey: false, altKey: false, ctrlKey: false, metaKey: false };
    expect(CARS_PANEL_KEY_CODES).toEqual({
      Escape: 27,
      ' ': 32,
      ArrowLeft: 37,
      ArrowUp: 38,
      ArrowRight: 39,
      ArrowDown: 40,
      Shift: 16,
      '?': 191,
    });
    expect(shortcutOf({ ...base, key: CARS_PANEL_KEYS.escape })).toBe('close');
    expect(shortcutOf({ ...base, key: CARS_PANEL_KEYS.space })).toBe('open-information');
    expect(shortcutOf({ ...base, key: CARS_PANEL_KEYS.up })).toBe('previous-vehicle');
    expect(shortcutOf({ ...base, key: CARS_PANEL_KEYS.down })).toBe('next-vehicle');
    expect(shortcutOf({ ...base, key: CARS_PANEL_KEYS.left })).toBe('previous-tab');
    expect(shortcutOf({ ...base, key: CARS_PANEL_KEYS.right })).toBe('next-tab');
    expect(shortcutOf({ ...base, key: '?', shiftKey: true })).toBe('open-shortcuts');
    expect(shortcutOf({ ...base, key: '/', shiftKey: true })).toBe('open-shortcuts');
    expect(shortcutOf({ ...base, key: '/' })).toBeNull();
    expect(shortcutOf({ ...base, key: 'ArrowDown', ctrlKey: true })).toBeNull();
  });
});

// Keeps the fixture types honest against the wire contract.
const _typed: [Offer[], OfferCarModel[]] = [seededOffers, seededCarModels];
void _typed;
