// The outbox's CRM calls: the lead's mapped values POSTed as JSON to the `crm.url` forms setting,
// with `crm.token` as a bearer token. Both are read when the call is made, so "fix" after a
// corrected URL or token sends to the right place.
import type { Database } from '../db/client.js';
import { readFormsSettings } from './forms.js';
import { DeliveryError, type DeliveryOutcome, type DeliveryRow } from './outbox.js';

export const CRM_TIMEOUT_MS = 10_000;

export interface Crm {
  send(row: DeliveryRow): Promise<DeliveryOutcome>;
}

export function createCrm(db: Database, timeoutMs = CRM_TIMEOUT_MS): Crm {
  return {
    async send(row) {
      const settings = await readFormsSettings(db, ['crm.url', 'crm.token']);
      const url = settings['crm.url'];
      if (!url) throw new DeliveryError('crm.url is not set');
      const body = row.payload.body;
      if (!body || typeof body !== 'object') throw new DeliveryError('The CRM call has no body');
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(settings['crm.token'] ? { Authorization: `Bearer ${settings['crm.token']}` } : {}),
          },
          body: JSON.stringify(body),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`CRM not reached: ${networkReason(error, timeoutMs)}`);
      }
      // The answer's body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new DeliveryError(`CRM answered HTTP ${response.status}`);
      return { target: url };
    },
  };
}

/** A short reason (timeout, refused, DNS), never the request. */
function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? 'network error';
}
