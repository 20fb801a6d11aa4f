// The error layout and screens (site-shell.md §2 "Layouts", §8), loaded only by pages that show
// them.
import { ErrorPageFailure, ErrorScreen, NotFoundScreen } from '@forecourt/shell';
import { CatchBoundary, useLoaderData, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { toPageFailure, type PageFailure } from '../content.js';

/**
 * The error layout (site-shell.md §2 Layouts). If the error screen itself fails to render, the
 * last-resort text replaces it.
 */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <CatchBoundary getResetKey={() => 'error-layout'} errorComponent={() => <ErrorPageFailure />}>
      <main id="main" className="fc-error-layout">
        {children}
      </main>
    </CatchBoundary>
  );
}

export function SiteNotFound() {
  const { notFoundHtml: customHtml } = useLoaderData({ from: '__root__' });
  return (
    <ErrorLayout>
      <NotFoundScreen customHtml={customHtml} />
    </ErrorLayout>
  );
}

export function SiteError({ error }: ErrorComponentProps) {
  const failure = toPageFailure(error);
  return (
    <ErrorLayout>
      <ErrorScreen status={failure.status} message={failure.message} />
    </ErrorLayout>
  );
}

/** A page that failed to load for another reason than not existing (the loader's failure). */
export function PageFailureView({ failure }: { failure: PageFailure }) {
  return (
    <ErrorLayout>
      <ErrorScreen status={failure.status} message={failure.message} />
    </ErrorLayout>
  );
}
