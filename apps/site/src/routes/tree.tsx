import { pageRoute } from './page.js';
import { disabledPreviewRoute } from './disabled-preview.js';
import { rootRoute } from './root.js';
import { showroomRoutes } from './showroom.js';

export type { SiteAssets, SiteRouterContext } from './root.js';

// The preview route is matched before the catch-all page route (more specific path wins).
export const routeTree = rootRoute.addChildren([
  disabledPreviewRoute,
  ...showroomRoutes,
  pageRoute,
]);
