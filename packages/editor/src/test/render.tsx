import type { ContentClient } from '@forecourt/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { EditorClientProvider } from '../context.js';

/** Renders `ui` inside a fresh react-query client (no retries) and, if given, the editor client. */
export function renderWithProviders(ui: ReactElement, { client, ...options }: RenderOptions & { client?: ContentClient } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {client ? <EditorClientProvider client={client}>{children}</EditorClientProvider> : children}
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
