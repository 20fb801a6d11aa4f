import { LOCALES } from '@forecourt/api-client';

/** Controls shared by every block story: the locale and the render mode. */
export const viewArgTypes = {
  locale: { control: 'inline-radio', options: LOCALES },
  mode: { control: 'inline-radio', options: ['public', 'preview'] },
} as const;
