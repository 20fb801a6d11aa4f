import { Link, Outlet, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NO_PERMISSIONS_URL, isAdminPath, signOut } from './session.js';
import { useDocumentTitle } from './use-document-title.js';

/** Moves focus to the new screen's main heading after in-app navigation (not on first load). */
function useFocusHeadingOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Compare with the last path rather than counting renders, so StrictMode's double effects
  // do not count as a navigation on first load.
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // The heading may appear only once the screen's data has loaded: look for it for a while.
    let tries = 0;
    const timer = window.setInterval(() => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading || ++tries > 40) {
        window.clearInterval(timer);
        if (heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus();
        }
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);
}

/** Header (user, navigation, sign out), skip link and the main landmark around every screen. */
export function AppShell() {
  const { session } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const isAdmin = session.user?.roles.includes('admin') ?? false;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useFocusHeadingOnNavigation();
  // The gate checked the first address; in-app navigation into /admin needs the admin role too.
  const forbidden = isAdminPath(pathname) && !isAdmin;
  useEffect(() => {
    if (forbidden) window.location.assign(NO_PERMISSIONS_URL);
  }, [forbidden]);

  // Plain links to /cms and /admin inside the screens (e.g. the editor's "All pages") navigate
  // inside the app instead of reloading it.
  const onMainClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || !/^\/(cms|admin)(\/|$)/i.test(url.pathname)) return;
    event.preventDefault();
    void router.navigate({ href: url.pathname + url.search + url.hash });
  };

  return (
    <div className="cms">
      <a className="cms-skip" href="#main">
        Skip to content
      </a>
      <header className="cms-header">
        <Link to="/cms" className="cms-brand">
          Forecourt <span>CMS</span>
        </Link>
        <nav aria-label="Main" className="cms-nav">
          <ul>
            <li>
              <Link to="/cms" activeOptions={{ exact: false }} activeProps={{ 'aria-current': 'page' }}>
                Pages
              </Link>
            </li>
            {isAdmin ? (
              <>
                <li>
                  <Link to="/admin/settings" activeProps={{ 'aria-current': 'page' }}>
                    Settings
                  </Link>
                </li>
                <li>
                  <Link to="/admin/redirects" activeProps={{ 'aria-current': 'page' }}>
                    Redirects
                  </Link>
                </li>
                <li>
                  <Link to="/admin/metaheads" activeProps={{ 'aria-current': 'page' }}>
                    Metaheads
                  </Link>
                </li>
                <li>
                  <Link to="/admin/forms" activeOptions={{ exact: false }} activeProps={{ 'aria-current': 'page' }}>
                    Forms
                  </Link>
                </li>
                <li>
                  <Link to="/admin/outbox" activeProps={{ 'aria-current': 'page' }}>
                    Outbox
                  </Link>
                </li>
                <li>
                  <Link to="/admin/audit" activeProps={{ 'aria-current': 'page' }}>
                    Audit log
                  </Link>
                </li>
                <li>
                  <Link to="/admin/users" activeProps={{ 'aria-current': 'page' }}>
                    Users
                  </Link>
                </li>
              </>
            ) : null}
            <li>
              <a href="/">View site</a>
            </li>
          </ul>
        </nav>
        <div className="cms-user">
          <span className="cms-user__name" title={session.user?.email}>
            {session.user?.name}
          </span>
          <button
            type="button"
            className="cms-signout"
            disabled={signingOut}
            onClick={async () => {
              setSigningOut(true);
              try {
                await signOut(session.csrf_token);
              } finally {
                window.location.assign('/');
              }
            }}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="cms-main" onClick={onMainClick}>
        {forbidden ? null : <Outlet />}
      </main>
    </div>
  );
}

/** Unmatched /cms or /admin address. */
export function NotFoundScreen() {
  useDocumentTitle('Not found');
  return (
    <div className="fe-screen">
      <h1 className="fe-screen__title" tabIndex={-1}>
        This page could not be found
      </h1>
      <p>
        <Link to="/cms">Go to all pages</Link>
      </p>
    </div>
  );
}
