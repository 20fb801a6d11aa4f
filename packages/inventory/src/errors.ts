import type { ListingQueryIssue } from './listing-query.js';

/**
 * A failed inventory call: the service's status, message and listing-query issues. Its own
 * module, so code that only recognises the error does not load the client.
 */
export class InventoryApiError extends Error {
  override readonly name = 'InventoryApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ListingQueryIssue[] = [],
  ) {
    super(message);
  }
}
