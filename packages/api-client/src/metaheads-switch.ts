// The metaheads kill switch. A module of its own: only the site's lazily loaded metahead code and
// the admin screen read it, so it stays out of the chunk the site's first load shares.

/** The metaheads kill switch (a boolean setting, on unless set to 'false'). */
export const METAHEADS_ENABLED_KEY = 'metaheads.enabled';

/** Whether the site writes metaheads: anything but an explicit 'false' keeps them on. */
export const metaheadsEnabled = (settings: Readonly<Record<string, string | undefined>>): boolean =>
  settings[METAHEADS_ENABLED_KEY]?.trim() !== 'false';
