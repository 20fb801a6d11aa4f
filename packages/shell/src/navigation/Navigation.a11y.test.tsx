import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './Navigation.stories.js';
import { installViewport } from './test-viewport.js';

// axe-core on the rendered markup (jsdom has no layout: colour contrast and other visual rules
// are for the end-to-end runs in Chromium).
const CHECKED = [
  'Closed',
  'WithBreadcrumbsAndRetailerBar',
  'ModelsOpen',
  'OwnershipOpenTemplateB',
  'SearchOpen',
  'MobileLevel0',
  'MobileLevel1',
  'MobileLevel2',
  'MobileLevel3',
] as const;

describe('Navigation accessibility', () => {
  let viewport: ReturnType<typeof installViewport>;
  afterEach(() => {
    viewport.restore();
    document.body.classList.remove('fc-scroll-locked');
  });

  const composed = composeStories(stories) as unknown as Record<string, ComponentType>;

  it.each(CHECKED)('given the %s story, should have no serious or critical axe violation', async (name) => {
    viewport = installViewport(name.startsWith('Mobile') ? 390 : 1280);
    const Story = composed[name]!;
    const { container } = render(<Story />);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    const serious = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    // axe in jsdom is slow, more so while turbo builds Storybook on the same two cores.
  }, 30_000);
});
