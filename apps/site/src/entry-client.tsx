// Browser entry: hydrate the server-rendered document with the same router.
import '@forecourt/ui/styles.css';
import '@forecourt/shell/styles.css';
import '@forecourt/consent/styles.css';
import '@forecourt/exit-popup/styles.css';
import { preloadBlockViews } from '@forecourt/blocks';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { documentBlockTemplates, loadDeferredCode } from './chrome/deferred-hydration.js';
import { installChunkReloadGuard } from './chunk-reload.js';
import { contentClientFactory } from './content.js';
import { documentNonce } from './csp-nonce.js';
import { createSiteRouter } from './router.js';
import { BLOCKS_HYDRATED_WITH_PAGE } from './routes/page-view.js';

installChunkReloadGuard();
// The server's nonce too, so hydration finds the same head and later scripts may run.
const router = createSiteRouter({
  content: contentClientFactory(window.location.origin),
  nonce: documentNonce(),
  publicOrigin: window.location.origin,
});
// A navigation before idle time: the deferred code comes now, so those parts hydrate before they
// change.
const stopWatching = router.subscribe('onBeforeNavigate', () => {
  stopWatching();
  void loadDeferredCode();
});

// Load the view chunks of the blocks that hydrate with the page (the server preloaded them), so
// hydration finds them ready; the others hydrate once the browser is idle (see page-view.tsx).
const templates = documentBlockTemplates().slice(0, BLOCKS_HYDRATED_WITH_PAGE);
void preloadBlockViews(templates).then(() =>
  hydrateRoot(document, <RouterClient router={router} />),
);
