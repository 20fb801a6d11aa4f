import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accordionFixture } from './accordion/accordion.fixtures.js';
import { BlockList, preloadBlockViews, type BlockListItem } from './index.js';
import { snippetFixture } from './snippet/snippet.fixtures.js';

const blocks: BlockListItem[] = [
  { id: 'a', template: 'snippet', version: 1, data: snippetFixture },
  { id: 'b', template: 'accordion', version: 1, data: accordionFixture },
];

describe('hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  describe('given server HTML and preloaded views', () => {
    it('should hydrate without mismatches or suspending, and become interactive', async () => {
      await preloadBlockViews(blocks.map((block) => block.template));
      const container = document.createElement('div');
      container.innerHTML = renderToString(<BlockList blocks={blocks} locale="en" />);
      document.body.append(container);
      const serverHeading = screen.getByRole('heading', {
        name: 'Training that starts in the workshop',
      });

      const onRecoverableError = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, <BlockList blocks={blocks} locale="en" />, {
          onRecoverableError,
        });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      // The server's nodes were adopted, not replaced.
      expect(screen.getByRole('heading', { name: 'Training that starts in the workshop' })).toBe(
        serverHeading,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Who can apply?' }));
      expect(screen.getByRole('region', { name: 'Who can apply?' })).toBeVisible();
    });
  });
});
