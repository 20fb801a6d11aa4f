import type { ContentClient } from '@forecourt/api-client';
import { createContext, useContext, type ReactNode } from 'react';

const ClientContext = createContext<ContentClient | null>(null);

/** Makes the content-service client available to every editor component below it. */
export function EditorClientProvider({ client, children }: { client: ContentClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The content-service client of the nearest `EditorClientProvider`. */
export function useEditorClient(): ContentClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useEditorClient must be used inside <EditorClientProvider client={…}>');
  return client;
}

/** Like `useEditorClient`, but null outside a provider (fields that merely enhance with server data). */
export function useOptionalEditorClient(): ContentClient | null {
  return useContext(ClientContext);
}
