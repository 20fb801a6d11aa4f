// Requests for a page-wide service (the video modal, the modal form), sent as document events by
// whatever asks (a block's button) to whatever serves them (the shell). A service may start later
// than the button that asks for it (sites load it after the first paint): a request that no
// service claimed is kept, and handed to the service when it starts listening.

const unclaimed = new Map<string, unknown>();

/**
 * Dispatches `type` with `detail` from `target` (bubbling to the document). When no listener
 * claims it, it is kept for the next `listenForPageRequests` of that type (the latest one wins).
 */
export function sendPageRequest<T>(type: string, detail: T, target: EventTarget = document): void {
  const event = new CustomEvent<T>(type, { bubbles: true, cancelable: true, detail });
  const claimed = !target.dispatchEvent(event);
  if (claimed) unclaimed.delete(type);
  else unclaimed.set(type, detail);
}

/**
 * Serves the requests of `type`: each one sent from now on, and the one sent before any service
 * listened, if any. Returns a function that stops listening.
 */
export function listenForPageRequests<T>(
  type: string,
  serve: (detail: T) => void,
  target: EventTarget = document,
): () => void {
  const onRequest = (event: Event) => {
    event.preventDefault();
    serve((event as CustomEvent<T>).detail);
  };
  target.addEventListener(type, onRequest);
  if (unclaimed.has(type)) {
    const waiting = unclaimed.get(type) as T;
    unclaimed.delete(type);
    serve(waiting);
  }
  return () => target.removeEventListener(type, onRequest);
}
