import { IDEMPOTENCY_HEADER, type FormFieldIssue, type LeadInput } from '@forecourt/api-client';

/** What a lead POST came to, as the form tells the visitor. */
export type LeadPostResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; issues: FormFieldIssue[] }
  | { kind: 'busy' }
  /** 422 without field issues: the service took it for a robot's (honeypot, reCAPTCHA). */
  | { kind: 'refused' }
  | { kind: 'failed'; answered: boolean };

/**
 * Posts a lead to the content service (`POST /forms_api/forms/{id}/leads`) with plain fetch: the
 * typed client validates with zod, which the visitor's bundle does without. `answered` false
 * means no answer came (offline, a dropped connection): a retry should send the same key.
 */
export async function postLead(
  apiBase: string,
  formId: number,
  input: LeadInput,
  idempotencyKey: string,
): Promise<LeadPostResult> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/forms_api/forms/${formId}/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failed', answered: false };
  }
  if (response.status === 201) return { kind: 'sent' };
  if (response.status === 429) return { kind: 'busy' };
  if (response.status === 422) {
    const body = (await response.json().catch(() => null)) as { issues?: unknown } | null;
    const issues = Array.isArray(body?.issues) ? body.issues.filter(isIssue) : [];
    return issues.length > 0 ? { kind: 'invalid', issues } : { kind: 'refused' };
  }
  return { kind: 'failed', answered: true };
}

function isIssue(value: unknown): value is FormFieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Partial<FormFieldIssue>;
  return typeof issue.path === 'string' && typeof issue.rule === 'string';
}
