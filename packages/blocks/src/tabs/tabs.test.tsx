import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accordionFixture } from '../accordion/accordion.fixtures.js';
import { fixture } from '../fixture.js';
import { BlockList, preloadBlockViews, type BlockListItem } from '../index.js';
import { snippetFixture } from '../snippet/snippet.fixtures.js';
import { Tabs } from './tabs.js';
import { tabsFixture } from './tabs.fixtures.js';
import { tabsTemplate } from './tabs.schema.js';
import * as stories from './tabs.stories.js';

/** The Tabs block followed by four blocks, as `BlockList` renders a page. */
function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <div id="component-1" className="fc-block" data-block-template="tabs">
        {children}
      </div>
      {[2, 3, 4, 5].map((n) => (
        <div key={n} id={`component-${n}`} className="fc-block" data-block-template="snippet">
          <p id={n === 4 ? 'rdx-technical-data' : undefined}>{`Block ${n}`}</p>
        </div>
      ))}
    </>
  );
}
const block = (n: number) => screen.getByText(`Block ${n}`);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  afterEach(() => {
    window.location.hash = '';
  });
  const user = () => userEvent.setup();

  describe('given three tabs over blocks 2, 3 and the block holding #rdx-technical-data', () => {
    const renderPage = (data = tabsFixture) =>
      render(
        <Page>
          <Tabs data={data} locale="en" mode="public" />
        </Page>,
      );

    it('should show only the first tab’s block, and the next block after the tabs’ blocks', () => {
      renderPage();
      expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
        'Exterior',
        'Interior',
        'Technical data',
      ]);
      expect(tab('Exterior')).toHaveAttribute('aria-selected', 'true');
      expect(block(2)).toBeVisible();
      expect(block(3)).not.toBeVisible();
      expect(block(4)).not.toBeVisible();
      expect(block(5)).toBeVisible();
      expect(screen.getByRole('tabpanel', { name: 'Exterior' })).toHaveTextContent('Block 2');
    });

    it('should show another tab’s block when its tab is clicked', async () => {
      renderPage();
      await user().click(tab('Technical data'));
      expect(tab('Technical data')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Exterior')).toHaveAttribute('aria-selected', 'false');
      expect(block(4)).toBeVisible();
      expect(block(2)).not.toBeVisible();
      expect(tab('Technical data')).toHaveAttribute('aria-controls', 'component-4');
    });

    it('should move between tabs with the arrow keys (wrapping), Home and End', async () => {
      renderPage();
      await user().click(tab('Exterior'));
      await user().keyboard('{ArrowRight}');
      expect(tab('Interior')).toHaveFocus();
      expect(block(3)).toBeVisible();
      await user().keyboard('{ArrowRight}{ArrowRight}');
      expect(tab('Exterior')).toHaveFocus();
      await user().keyboard('{ArrowLeft}');
      expect(tab('Technical data')).toHaveFocus();
      await user().keyboard('{Home}');
      expect(tab('Exterior')).toHaveFocus();
      await user().keyboard('{End}');
      expect(tab('Technical data')).toHaveFocus();
      expect(block(4)).toBeVisible();
    });

    it('should keep one tab in the Tab order, and Tab from it go into the shown block', async () => {
      renderPage();
      await user().click(tab('Interior'));
      expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1]);
      await user().tab();
      expect(screen.getByRole('tabpanel', { name: 'Interior' })).toHaveFocus();
    });

    it('should open on the tab holding the block a link points to, and scroll to it', async () => {
      window.location.hash = '#component-3';
      renderPage();
      expect(tab('Interior')).toHaveAttribute('aria-selected', 'true');
      expect(block(3)).toBeVisible();
      const technicalData = document.getElementById('rdx-technical-data')!;
      const scrolledTo = vi.fn();
      technicalData.scrollIntoView = scrolledTo;
      act(() => {
        window.location.hash = '#rdx-technical-data';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(block(4)).toBeVisible();
      expect(block(3)).not.toBeVisible();
      // Shown only now, so the browser could not scroll to it by itself.
      expect(scrolledTo).toHaveBeenCalledTimes(1);
    });

    it('should show every block again once the tabs are gone', () => {
      const { rerender } = renderPage();
      expect(block(3)).not.toBeVisible();
      rerender(<Page>{null}</Page>);
      for (const n of [2, 3, 4, 5]) expect(block(n)).toBeVisible();
      expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    });

    it('should name the tabs in Polish for locale pl', () => {
      render(
        <Page>
          <Tabs data={tabsFixture} locale="pl" mode="public" />
        </Page>,
      );
      expect(screen.getByRole('tablist', { name: 'Zakładki' })).toBeInTheDocument();
      expect(tab('Wnętrze')).toBeInTheDocument();
    });
  });

  describe('given two blocks per tab', () => {
    it('should show the named block and the one after it', async () => {
      const data = fixture(tabsTemplate, { blocks_count: 2 }, [
        { tab_label: { en: 'Petrol' }, tab_id: '2' },
        { tab_label: { en: 'Electric' }, tab_id: '4' },
      ]);
      render(
        <Page>
          <Tabs data={data} locale="en" mode="public" />
        </Page>,
      );
      expect(block(2)).toBeVisible();
      expect(block(3)).toBeVisible();
      expect(block(4)).not.toBeVisible();
      expect(block(5)).not.toBeVisible();
      await user().click(tab('Electric'));
      expect(block(5)).toBeVisible();
      expect(block(3)).not.toBeVisible();
      expect(tab('Electric')).toHaveAttribute('aria-controls', 'component-4 component-5');
    });
  });

  describe('given the server HTML of a page', () => {
    const page: BlockListItem[] = [
      {
        id: 't',
        template: 'tabs',
        version: 1,
        data: fixture(tabsTemplate, {}, [
          { tab_label: { en: 'About' }, tab_id: '2' },
          { tab_label: { en: 'Questions' }, tab_id: '3' },
        ]),
      },
      { id: 's', template: 'snippet', version: 1, data: snippetFixture },
      { id: 'a', template: 'accordion', version: 1, data: accordionFixture },
    ];
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      document.body.innerHTML = '';
    });

    it('should link to every tab’s block without JavaScript, and hydrate into tabs', async () => {
      await preloadBlockViews(page.map((item) => item.template));
      const container = document.createElement('div');
      container.innerHTML = renderToString(<BlockList blocks={page} locale="en" />);
      document.body.append(container);
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Questions' })).toHaveAttribute('href', '#component-3');
      expect(screen.getByRole('button', { name: 'Who can apply?' })).toBeVisible();

      const onRecoverableError = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, <BlockList blocks={page} locale="en" />, {
          onRecoverableError,
        });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('button', { name: 'Who can apply?' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'Questions' }));
      expect(screen.getByRole('button', { name: 'Who can apply?' })).toBeVisible();
    });
  });

  describe('accessibility', () => {
    it.each(Object.entries(composeStories(stories)))(
      'given the %s story, should have no serious or critical axe violation',
      async (_name, Story) => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(await seriousAxeViolations(container)).toEqual([]);
      },
    );
  });
});
