import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CarsPanel.stories.js';

// Rendering with Storybook annotations and user events is slow on shared cores; the behaviour, not the speed, is under test.
vi.setConfig({ testTimeout: 20_000 });

const {
  FirstCarDefault,
  AnotherModelHovered,
  SecondTabSelected,
  NoTabsNoLeaseNoOffer,
  WithoutLeasePrice,
  OfferButtonHidden,
  ShortcutsModalOpen,
  Mobile,
  UngroupedModels,
  Inactive,
  Offscreen,
} = composeStories(stories);

type Composed = typeof FirstCarDefault;
async function show(Story: Composed) {
  const { container } = render(<Story />);
  await act(async () => {
    await Story.play?.({ canvasElement: container } as never);
  });
  return container;
}
const info = () => screen.getByRole('region', { name: /vehicle information$/ });

describe('given the CarsPanel stories', () => {
  it('should show the first car, its tabs, both prices and the offer button by default', async () => {
    await show(FirstCarDefault);
    expect(within(info()).getByRole('heading', { name: 'Range Rover Sport' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(info()).toHaveTextContent('From 519 900 zł');
    expect(info()).toHaveTextContent('or 4 990 zł / month');
    expect(within(info()).getByRole('link', { name: 'Offer' })).toBeInTheDocument();
  });

  it('should show the hovered model', async () => {
    await show(AnotherModelHovered);
    expect(within(info()).getByRole('heading', { name: 'Discovery' })).toBeInTheDocument();
  });

  it('should show the second tab selected', async () => {
    await show(SecondTabSelected);
    expect(screen.getByRole('tab', { name: 'Diesel MHEV' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('should show a model without tabs, lease price or offer', async () => {
    await show(NoTabsNoLeaseNoOffer);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(info()).not.toHaveTextContent('/ month');
    expect(within(info()).queryByRole('link', { name: 'Offer' })).not.toBeInTheDocument();
  });

  it('should show a model with hasLeasePrice but no lease price', async () => {
    await show(WithoutLeasePrice);
    expect(info()).toHaveTextContent('From 229 900 zł');
    expect(info()).not.toHaveTextContent('/ month');
  });

  it('should hide the offer button without offers', async () => {
    await show(OfferButtonHidden);
    expect(within(info()).queryByRole('link', { name: 'Offer' })).not.toBeInTheDocument();
  });

  it('should show the modal open', async () => {
    await show(ShortcutsModalOpen);
    expect(screen.getByRole('dialog', { name: 'KEYBOARD SHORTCUTS' })).toBeInTheDocument();
  });

  it('should render the mobile, ungrouped, inactive and offscreen states', async () => {
    const mobile = await show(Mobile);
    expect(mobile.querySelector('[data-variant="mobile"]')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    mobile.remove();
    const ungrouped = await show(UngroupedModels);
    expect(
      within(ungrouped).getAllByRole('link', { name: /Range Rover|Defender|Discovery/ }).length,
    ).toBeGreaterThanOrEqual(5);
    const inactive = await show(Inactive);
    expect(inactive.querySelector('[data-state="inactive"]')).toBeInTheDocument();
    const offscreen = await show(Offscreen);
    expect(offscreen.querySelector('[data-state="offscreen"]')).toBeInTheDocument();
  });
});
