import { PRESENCE_HEARTBEAT_SECONDS, type PagePresence } from '@forecourt/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useEditorClient } from '../context.js';

/** A new id for this editor tab: each tab (and each reload after a take-over) is its own session. */
const newSessionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export interface Presence {
  /** Other editor tabs on the page, earliest first (empty until the first heartbeat answers). */
  others: PagePresence['others'];
  /** Who took over editing from this tab, and when; null while this tab may edit as usual. */
  takenOver: PagePresence['taken_over'];
  takeOver: () => void;
  takingOver: boolean;
  /** A take-over that failed, in words. */
  takeOverError: string | null;
  /** Starts a fresh session after a take-over (the tab reloaded the page and edits again). */
  resume: () => void;
}

/**
 * Tells the content service this tab has the page open: a heartbeat now and every 20 s (also
 * while the tab is in the background: it is still open), and "left" when the editor closes. A
 * closed tab is forgotten by the service a minute after its last heartbeat.
 */
export function usePresence(pageId: number, enabled = true): Presence {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState(newSessionId);
  // Kept once learnt: this tab's row expires when it stops sending heartbeats, and a later one
  // would start afresh as if nothing had happened. Only a reload (resume) ends it.
  const [takenOver, setTakenOver] = useState<PagePresence['taken_over']>(null);
  const queryKey = ['forecourt-editor', 'presence', pageId, sessionId] as const;
  const heartbeat = useQuery({
    queryKey,
    queryFn: () => client.admin.pagePresence(pageId, sessionId),
    // Once taken over, this tab has nothing more to learn until it reloads.
    enabled: enabled && takenOver === null,
    refetchInterval: (query) => (query.state.data?.taken_over ? false : PRESENCE_HEARTBEAT_SECONDS * 1000),
    refetchIntervalInBackground: true,
    // Coming back to the tab asks at once: someone may have taken over meanwhile.
    refetchOnWindowFocus: true,
    retry: false,
    gcTime: 0,
  });
  const takeOver = useMutation({
    mutationFn: () => client.admin.takeOverPage(pageId, sessionId),
    onSuccess: (state) => queryClient.setQueryData(queryKey, state),
  });

  // Leaving is deferred a moment: a remount of the same tab (React's StrictMode runs effects
  // twice in development) cancels it instead of racing its own heartbeat.
  const pendingLeave = useRef<{ sessionId: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    if (pendingLeave.current?.sessionId === sessionId) {
      clearTimeout(pendingLeave.current.timer);
      pendingLeave.current = null;
    }
    const leave = () => void client.admin.leavePage(pageId, sessionId).catch(() => undefined);
    // A closing tab may not finish the request: the service's expiry covers that.
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      pendingLeave.current = { sessionId, timer: setTimeout(leave, 0) };
    };
  }, [client, pageId, sessionId, enabled]);

  const learnt = heartbeat.data?.taken_over ?? null;
  useEffect(() => {
    if (learnt) setTakenOver((current) => current ?? learnt);
  }, [learnt]);

  return {
    others: takenOver ? [] : (heartbeat.data?.others ?? []),
    takenOver: takenOver ?? learnt,
    takeOver: () => takeOver.mutate(),
    takingOver: takeOver.isPending,
    takeOverError: takeOver.error ? `Editing could not be taken over: ${takeOver.error.message}` : null,
    resume: () => {
      takeOver.reset();
      setTakenOver(null);
      setSessionId(newSessionId());
    },
  };
}
