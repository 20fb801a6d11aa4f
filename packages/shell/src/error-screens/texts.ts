import { DEFAULT_LOCALE } from '@forecourt/api-client';
import { shellT } from '../i18n/i18n.js';

/**
 * Status message of an unmatched route or invalid page (site-shell.md §8), in the default locale.
 * It is the bundles' `errors.notFound`; `shellT(locale)('errors.notFound')` gives it in another.
 */
export const NOT_FOUND_MESSAGE = shellT(DEFAULT_LOCALE)('errors.notFound');
