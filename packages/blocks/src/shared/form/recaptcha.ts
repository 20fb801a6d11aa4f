/** Google's reCAPTCHA v2 script; it renders every `.g-recaptcha` element once it has loaded. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/**
 * Adds the reCAPTCHA script to the page once (the first time a visitor focuses a form that asks
 * for it), so pages whose forms nobody touches do not talk to Google.
 */
export function loadRecaptcha(doc: Document = document): void {
  if (doc.querySelector(`script[src^="${RECAPTCHA_SCRIPT}"]`)) return;
  const script = doc.createElement('script');
  script.src = RECAPTCHA_SCRIPT;
  script.async = true;
  script.defer = true;
  doc.head.append(script);
}

/** A token is good for one answer: after one, the visitor ticks the box again for the next try. */
export function resetRecaptcha(): void {
  (globalThis as { grecaptcha?: { reset?: () => void } }).grecaptcha?.reset?.();
}
