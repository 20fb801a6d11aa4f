/**
 * Design tokens mirrored in CSS (`themes.css`, `base.css`) for code that needs them in JS, e.g.
 * `<picture>` media queries or the head's theme colour.
 */

/** Values of `data-theme`: one theme per car brand, plus the programme site's own. */
export const THEMES = ['programme', 'jaguar', 'land-rover'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Breakpoints in px (site-shell.md §9); named ones are sm 0, md 741, lg 901, xl 1024, xxl 1480. */
export const BREAKPOINTS = {
  sm: 0,
  md: 741,
  lg: 901,
  xl: 1024,
  '1192': 1192,
  '1251': 1251,
  xxl: 1480,
  '1980': 1980,
} as const;
export type BreakpointName = keyof typeof BREAKPOINTS;

/** Widest the layout grows, in px. */
export const MAX_LAYOUT_WIDTH = 2000;

/** `<meta name="theme-color">` default (site-shell.md §9 head defaults). */
export const THEME_COLOR = '#0c121c';
