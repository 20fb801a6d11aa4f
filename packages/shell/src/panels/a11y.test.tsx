import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as fabStories from '../floating-menu/FloatingActionMenu.stories.js';
import * as footerStories from '../footer/Footer.stories.js';
import * as topbarStories from '../topbar/MinimalTopbar.stories.js';
import { seriousAxeViolations } from '../test/axe.js';
import * as panelStories from './templates.stories.js';

// axe-core on the rendered stories of the panels, footer, minimal topbar and floating menu (jsdom
// has no layout: colour contrast is for the Chromium runs). One run at a time: axe is a singleton.
const cases: [string, ComponentType, boolean][] = [
  ...Object.entries(composeStories(panelStories)).map(
    ([name, Story]) =>
      [`panels ${name}`, Story as ComponentType, false] as [string, ComponentType, boolean],
  ),
  ...Object.entries(composeStories(footerStories)).map(
    ([name, Story]) =>
      [`footer ${name}`, Story as ComponentType, false] as [string, ComponentType, boolean],
  ),
  ...Object.entries(composeStories(topbarStories)).map(
    ([name, Story]) =>
      [`topbar ${name}`, Story as ComponentType, false] as [string, ComponentType, boolean],
  ),
  ...Object.entries(composeStories(fabStories)).map(
    ([name, Story]) =>
      [`floating menu ${name}`, Story as ComponentType, name === 'Open'] as [
        string,
        ComponentType,
        boolean,
      ],
  ),
];

describe('accessibility of panels, footer, minimal topbar and floating menu', () => {
  it.each(cases)(
    'given the %s story, should have no serious or critical axe violation',
    async (_, Story, open) => {
      const { container } = render(<Story />);
      if (open) container.querySelector<HTMLButtonElement>('.fc-fab__button')?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await seriousAxeViolations(container)).toEqual([]);
    },
    20_000,
  );
});
