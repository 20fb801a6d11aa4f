import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../test/axe.js';
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
    expect(await seriousAxeViolations(container)).toEqual([]);
    // axe in jsdom is slow, more so while turbo builds Storybook on the same two cores.
  }, 30_000);
});
