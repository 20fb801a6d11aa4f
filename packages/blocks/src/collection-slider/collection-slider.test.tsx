import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollectionSlider } from './collection-slider.js';
import { collectionSliderFixture } from './collection-slider.fixtures.js';

const item = (n: number) => screen.getByRole('group', { name: `${n} of 5` });

describe('CollectionSlider', () => {
  describe('given five items with hover pictures', () => {
    it('should show each item with its picture, name, label and button', () => {
      render(<CollectionSlider data={collectionSliderFixture} locale="en" mode="public" />);
      expect(screen.getByRole('region', { name: 'Workshop collection' })).toBeInTheDocument();
      const first = within(item(1));
      expect(first.getByRole('img', { name: 'Softshell jacket' })).toBeInTheDocument();
      expect(
        first.getByRole('heading', { level: 3, name: 'Softshell jacket' }),
      ).toBeInTheDocument();
      expect(first.getByText('New')).toBeInTheDocument();
      expect(first.getByRole('link', { name: /Buy Softshell jacket/ })).toHaveAttribute(
        'href',
        '/shop/jacket',
      );
      // The hover picture repeats the item: one image per item for screen readers.
      expect(first.getAllByRole('img')).toHaveLength(1);
    });

    it('should swap to the hover picture while pointed at, and back after', async () => {
      const user = userEvent.setup();
      render(<CollectionSlider data={collectionSliderFixture} locale="en" mode="public" />);
      const card = item(2).querySelector('article')!;
      expect(card).toHaveAttribute('data-state', 'default');
      await user.hover(card);
      expect(card).toHaveAttribute('data-state', 'alternate');
      await user.unhover(card);
      expect(card).toHaveAttribute('data-state', 'default');
    });

    it('should swap to the hover picture while its button has keyboard focus', async () => {
      const user = userEvent.setup();
      render(<CollectionSlider data={collectionSliderFixture} locale="en" mode="public" />);
      await user.tab(); // Previous items is disabled at the start: Next items first.
      await user.tab();
      expect(screen.getByRole('link', { name: /Buy Softshell jacket/ })).toHaveFocus();
      expect(item(1).querySelector('article')).toHaveAttribute('data-state', 'alternate');
      await user.tab();
      expect(item(1).querySelector('article')).toHaveAttribute('data-state', 'default');
      expect(item(2).querySelector('article')).toHaveAttribute('data-state', 'alternate');
    });

    it('should speak Polish for locale pl', () => {
      render(<CollectionSlider data={collectionSliderFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('button', { name: 'Następne produkty' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('group', { name: '3 z 5' })).getByText('Limitowana'),
      ).toBeInTheDocument();
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <CollectionSlider data={collectionSliderFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });
});
