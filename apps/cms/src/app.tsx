import { createContentClient, type Session } from '@forecourt/api-client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createCmsRouter } from './router.js';
import { gateDecision } from './session.js';

export interface CmsAppProps {
  /** Defaults to the global fetch (same origin). */
  fetch?: typeof fetch;
  /** Defaults to the browser history. */
  history?: RouterHistory;
  /** Where the gate sends the browser. Defaults to `window.location.assign`. */
  assign?: (url: string) => void;
}

function Gate({ fetch: fetchImpl, history, assign }: CmsAppProps) {
  const [bootstrap] = useState(() => createContentClient({ fetch: fetchImpl }));
  const session = useQuery({ queryKey: ['cms', 'session'], queryFn: () => bootstrap.getSession(), staleTime: Infinity, retry: 1 });
  const location = history?.location ?? window.location;
  const decision = session.data ? gateDecision(session.data, { pathname: location.pathname, search: location.search }) : null;

  const redirectTo = decision?.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (redirectTo) (assign ?? ((url: string) => window.location.assign(url)))(redirectTo);
  }, [redirectTo, assign]);

  if (session.isPending) {
    return (
      <p className="cms-boot" role="status">
        Checking your sign-in…
      </p>
    );
  }
  if (session.isError) {
    return (
      <div className="cms-boot" role="alert">
        <h1>Sign-in could not be checked</h1>
        <p>{session.error.message}</p>
        <button type="button" className="fe-button" onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (decision?.kind === 'redirect') {
    return (
      <p className="cms-boot" role="status">
        Redirecting…
      </p>
    );
  }
  return <SignedIn session={session.data} fetch={fetchImpl} history={history} />;
}

function SignedIn({ session, fetch: fetchImpl, history }: { session: Session; fetch?: typeof fetch; history?: RouterHistory }) {
  const [router] = useState(() => {
    // Admin writes carry the session's CSRF token (interfaces: X-CSRF-Token).
    const client = createContentClient({ fetch: fetchImpl, csrfToken: () => session.csrf_token });
    return createCmsRouter({ client, session }, history);
  });
  return <RouterProvider router={router} />;
}

/** The /cms and /admin single-page app: sign-in gate, then the router. */
export function CmsApp(props: CmsAppProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Gate {...props} />
    </QueryClientProvider>
  );
}
