import { describe, expect, it } from 'vitest';
import { anchorInPageNavigation, anchoredBlockId, blockAnchor } from './in-page-navigation-anchors.js';
import { inPageHref } from './in-page-navigation-bar.js';

const block = (id: string, template = 'quote', data: unknown = { fields: {}, groups: [] }) => ({ id, template, version: 1, data });
const nav = (...targets: string[]) =>
  block('nav', 'in_page_navigation', { fields: {}, groups: targets.map((blockId, i) => ({ label: { en: `Item ${i + 1}` }, blockId })) });
const targets = (blocks: readonly { data: unknown }[], at: number) =>
  ((blocks[at]!.data as { groups: { blockId: string }[] }).groups).map((group) => group.blockId);

describe('given a page whose in-page navigation names blocks by number', () => {
  const page = [block('hero'), nav('3', '#4', 'rdx-leasing', '9'), block('overview'), block('specs')];

  it('should name each numbered block by its stable id instead', () => {
    expect(targets(anchorInPageNavigation(page), 1)).toEqual(['block-overview', 'block-specs', 'rdx-leasing', '9']);
  });

  it('should keep each link on its block after the blocks are reordered', () => {
    const anchored = anchorInPageNavigation(page);
    const reordered = [anchored[0]!, anchored[1]!, anchored[3]!, anchored[2]!];
    expect(anchorInPageNavigation(reordered)).toBe(reordered);
    expect(targets(reordered, 1).slice(0, 2).map((t) => anchoredBlockId(t))).toEqual(['overview', 'specs']);
  });

  it('should leave a page without numbered links as it is', () => {
    const plain = [block('a'), nav('block-a', 'rdx-x')];
    expect(anchorInPageNavigation(plain)).toBe(plain);
  });

  it('should keep a number when the block id could not be carried by the link', () => {
    const page2 = [nav('2'), block('id with spaces')];
    expect(targets(anchorInPageNavigation(page2), 0)).toEqual(['2']);
  });
});

describe('given a link to a block by id', () => {
  it('should point the link at #block-<id>', () => {
    expect(inPageHref(blockAnchor('3f2a-9c'))).toBe('#block-3f2a-9c');
  });
});
