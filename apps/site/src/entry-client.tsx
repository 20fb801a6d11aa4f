// Browser entry: hydrate the server-rendered document with the same router.
import '@forecourt/ui/styles.css';
import '@forecourt/shell/styles.css';
import '@forecourt/consent/styles.css';
import '@forecourt/exit-popup/styles.css';
import { preloadBlockViews } from '@forecourt/blocks';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { installChunkReloadGuard } from './chunk-reload.js';
import { contentClientFactory } from './content.js';
import { createSiteRouter } from './router.js';

installChunkReloadGuard();
const router = createSiteRouter({ content: contentClientFactory(window.location.origin) });

// Load the view chunks of the blocks already in the HTML, so hydration finds them ready instead
// of suspending and flashing the server-rendered blocks away.
const templates = Array.from(
  document.querySelectorAll<HTMLElement>('[data-block-template]'),
  (el) => el.dataset.blockTemplate ?? '',
);
void preloadBlockViews(templates).then(() =>
  hydrateRoot(document, <RouterClient router={router} />),
);
