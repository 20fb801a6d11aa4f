import { act, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockList, preloadBlockViews, type BlockListItem } from '../block-list.js';
import { singleOfferFixture } from '../single-offer/single-offer.fixtures.js';
import { OfferPrice } from './offer-price.js';
import { useBlockSiteData } from './site-data.js';
import { WithSampleSiteData } from './site-data.fixtures.js';

describe('BlockSiteDataProvider', () => {
  describe('given the site’s offers', () => {
    it('should find an offer by its anchor, also as the page links it', () => {
      const { result } = renderHook(() => useBlockSiteData(), { wrapper: WithSampleSiteData });
      expect(result.current.offer('discovery')?.title).toBe('Discovery with a 5-year warranty');
      expect(result.current.offer(' #rdx-discovery ')?.anchor).toBe('discovery');
      expect(result.current.offer('unknown')).toBeUndefined();
      expect(result.current.carModel('range-rover-sport')?.price).toBe(519_900);
    });
  });

  describe('given car prices', () => {
    it('should format them with the price settings, and show nothing for prices of zero or less', () => {
      const { container } = render(
        <WithSampleSiteData>
          <OfferPrice model={{ key: 'a', price: 219_900, lease_price: 1_990 }} className="a" />
          <OfferPrice model={{ key: 'b', price: 0, lease_price: null }} className="b" />
        </WithSampleSiteData>,
      );
      expect(container.querySelector('.a')).toHaveTextContent('From 219 900 zł or 1 990 zł / Month');
      expect(container.querySelector('.b')).toBeNull();
    });
  });

  describe('given no provider', () => {
    it('should name the provider a block needs', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => renderHook(() => useBlockSiteData())).toThrow('<BlockSiteDataProvider>');
      vi.restoreAllMocks();
    });
  });

  describe('given server HTML rendered with the same site data', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      document.body.innerHTML = '';
    });

    it('should hydrate an offer block without mismatches', async () => {
      const blocks: BlockListItem[] = [
        { id: 'o', template: 'single_offer', version: 1, data: singleOfferFixture },
      ];
      const page = (
        <WithSampleSiteData>
          <BlockList blocks={blocks} locale="en" />
        </WithSampleSiteData>
      );
      await preloadBlockViews(['single_offer']);
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      const serverHeading = screen.getByRole('heading', { name: 'Range Rover Sport from 4 990 zł a month' });

      const onRecoverableError = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: 'Range Rover Sport from 4 990 zł a month' })).toBe(serverHeading);
    });
  });
});
