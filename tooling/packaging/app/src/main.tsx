import '@forecourt/ui/styles.css';
import '@forecourt/blocks/styles.css';
import { BlockList, type BlockListItem } from '@forecourt/blocks';
import { prepareBlock } from '@forecourt/blocks/templates';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import page from './page.json';

// Blocks from JSON of our own (not answered by the content service): migrate, sanitise and check
// each one before it is shown; a block that fails is left out of the page.
const prepare = (block: BlockListItem) => prepareBlock(block, { locales: ['en', 'pl'] });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlockList blocks={page.blocks} locale="en" prepare={prepare} />
  </StrictMode>,
);
