// site-shell.md §1 "one of two visual themes" (+ the programme theme): chosen by the
// `general.theme` setting and written server-side on <html data-theme>, so the first paint already
// has the right fonts, colours and icons (no flash while the browser bundle loads).
import { THEMES, type ThemeName } from '@forecourt/ui';

export const DEFAULT_THEME: ThemeName = 'programme';

/** The theme named by the settings; unknown or missing values get the programme theme. */
export function siteTheme(settings: Record<string, string> | undefined): ThemeName {
  const value = settings?.['general.theme']?.trim().toLowerCase();
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as ThemeName) : DEFAULT_THEME;
}
