/** A test's Server-Sent Events client: reads the stream over real HTTP, event by event. */
export interface ServerSentEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  response: Response;
  /** The next event (comments such as `: ping` are skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  /** Disconnects, as a client going away does. */
  close(): void;
}

export async function openEventStream(url: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream' }, signal: controller.signal });
  const events: ServerSentEvent[] = [];
  const waiting: ((event: ServerSentEvent) => void)[] = [];
  const deliver = (event: ServerSentEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else events.push(event);
  };

  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          if (lines.length === 0) continue;
          const field = (name: string) =>
            lines.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).replace(/^ /, ''));
          const data = field('data').join('\n');
          deliver({ event: field('event')[0] ?? 'message', data: data ? JSON.parse(data) : null });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    response,
    next(timeoutMs = 5_000) {
      const queued = events.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(onEvent), 1);
          reject(new Error(`No event within ${timeoutMs} ms`));
        }, timeoutMs);
        const onEvent = (event: ServerSentEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(onEvent);
      });
    },
    close: () => controller.abort(),
  };
}
