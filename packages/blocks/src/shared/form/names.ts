// Names a page's plain (no-JavaScript) form POST uses, apart from the form code: the site's page
// view reads FORM_SENT_PARAM on every page, and should not download the form helpers for it.

/** The hidden input that names the form in a plain (no-JavaScript) POST of a page. */
export const FORM_ID_FIELD = 'fc_form_id';
/** A hidden value per rendered form: the site derives a no-JavaScript POST's Idempotency-Key from it. */
export const FORM_NONCE_FIELD = 'fc_nonce';
/** Query parameter of the page a no-JavaScript POST is redirected to once the lead is stored. */
export const FORM_SENT_PARAM = 'form_sent';
