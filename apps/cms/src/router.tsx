import type { ContentClient, Session } from '@forecourt/api-client';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { AppShell, NotFoundScreen } from './app-shell.js';
import { RedirectsRouteScreen } from './routes/redirects.js';
import { MetaheadsRouteScreen } from './routes/metaheads.js';
import { AdminHomeScreen } from './routes/admin-home.js';
import { PagesScreen } from './routes/pages.js';
import { RedirectHelperScreen } from './routes/redirect-helper.js';

// The editor (with the block views for its preview), the settings screen and the audit log load
// on first use, so the page list opens without them.
const EditPageScreen = lazyRouteComponent(() => import('./routes/edit-page.js'), 'EditPageScreen');
const SettingsRouteScreen = lazyRouteComponent(() => import('./routes/settings.js'), 'SettingsRouteScreen');
import { auditSearch } from './routes/audit-search.js';
const AuditRouteScreen = lazyRouteComponent(() => import('./routes/audit.js'), 'AuditRouteScreen');
const UsersRouteScreen = lazyRouteComponent(() => import('./routes/users.js'), 'UsersRouteScreen');
const FormsRouteScreen = lazyRouteComponent(() => import('./routes/forms.js'), 'FormsRouteScreen');
const FormBuilderRouteScreen = lazyRouteComponent(() => import('./routes/forms.js'), 'FormBuilderRouteScreen');
const LeadsRouteScreen = lazyRouteComponent(() => import('./routes/forms.js'), 'LeadsRouteScreen');
const LeadDetailRouteScreen = lazyRouteComponent(() => import('./routes/forms.js'), 'LeadDetailRouteScreen');
const FormsSettingsRouteScreen = lazyRouteComponent(() => import('./routes/forms.js'), 'FormsSettingsRouteScreen');
const LocationsRouteScreen = lazyRouteComponent(() => import('./routes/forms.js'), 'LocationsRouteScreen');
const OutboxRouteScreen = lazyRouteComponent(() => import('./routes/forms.js'), 'OutboxRouteScreen');
const MediaRouteScreen = lazyRouteComponent(() => import('./routes/media.js'), 'MediaRouteScreen');
const NavigationRouteScreen = lazyRouteComponent(() => import('./routes/navigation.js'), 'NavigationRouteScreen');

export interface CmsRouterContext {
  client: ContentClient;
  session: Session;
}

export const rootRoute = createRootRouteWithContext<CmsRouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundScreen,
});

export const pagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cms',
  // `?new=/path` opens the New page dialog with the path filled in (from the /cms/_ helper).
  validateSearch: (search: Record<string, unknown>): { new?: string } => (typeof search.new === 'string' ? { new: search.new } : {}),
  component: PagesScreen,
});

export const editPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cms/pages/$pageId',
  component: EditPageScreen,
});

export const redirectHelperRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cms/_',
  validateSearch: (search: Record<string, unknown>): { path?: string } => (typeof search.path === 'string' ? { path: search.path } : {}),
  component: RedirectHelperScreen,
});

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: AdminHomeScreen,
});

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/settings',
  component: SettingsRouteScreen,
});

export const redirectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/redirects',
  component: RedirectsRouteScreen,
});

export const metaheadsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/metaheads',
  component: MetaheadsRouteScreen,
});

export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/audit',
  validateSearch: auditSearch,
  component: AuditRouteScreen,
});

export const usersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/users',
  component: UsersRouteScreen,
});

export const formsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/forms',
  component: FormsRouteScreen,
});

export const formBuilderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/forms/$formId',
  component: FormBuilderRouteScreen,
});

export const leadsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/forms/$formId/leads',
  component: LeadsRouteScreen,
});

export const leadDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/forms/$formId/leads/$leadId',
  component: LeadDetailRouteScreen,
});

// Static segments win over `$formId`, so /admin/forms/settings is not read as a form id.
export const formsSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/forms/settings',
  component: FormsSettingsRouteScreen,
});

export const locationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/forms/locations',
  component: LocationsRouteScreen,
});

export const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/outbox',
  component: OutboxRouteScreen,
});

export const mediaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/media',
  component: MediaRouteScreen,
});

export const navigationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/navigation',
  component: NavigationRouteScreen,
});

const routeTree = rootRoute.addChildren([
  pagesRoute,
  editPageRoute,
  redirectHelperRoute,
  adminRoute,
  settingsRoute,
  redirectsRoute,
  metaheadsRoute,
  auditRoute,
  usersRoute,
  formsRoute,
  formBuilderRoute,
  leadsRoute,
  leadDetailRoute,
  formsSettingsRoute,
  locationsRoute,
  outboxRoute,
  mediaRoute,
  navigationRoute,
]);

export function createCmsRouter(context: CmsRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    // Route matching is case-insensitive (site-shell.md §2).
    caseSensitive: false,
    trailingSlash: 'never',
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createCmsRouter>;
  }
}
