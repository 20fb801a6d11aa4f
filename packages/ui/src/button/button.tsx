import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../class-names.js';
import { Icon } from '../icon/icon.js';

/** Surface themes shared by buttons and blocks (block-catalogue.md §3 `box_color / theme`). */
export const SURFACE_THEMES = ['white-theme', 'light-theme', 'grey-theme', 'dark-theme'] as const;
export type SurfaceTheme = (typeof SURFACE_THEMES)[number];

export const BUTTON_SIZES = ['medium', 'small'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** Visual options shared by `Button` and button-styled `CtaLink`s. */
export interface ButtonAppearance {
  /** Surface the button sits on; picks contrasting colours. Defaults to 'light-theme'. */
  theme?: SurfaceTheme;
  /** Defaults to 'medium'. Anything other than 'medium' or 'small' is treated as 'medium'. */
  size?: ButtonSize;
  /** Electrified-range styling (accent colour). Defaults to false. */
  electrifies?: boolean;
  /** Centre the button in its row. Defaults to false. */
  center?: boolean;
  /** Extra class names appended to the button's own. */
  customClass?: string;
}

/** The class list of a button with `appearance`; exported so links can look like buttons. */
export function buttonClassName({
  theme = 'light-theme',
  size = 'medium',
  electrifies = false,
  center = false,
  customClass,
}: ButtonAppearance): string {
  // site-shell.md §5: size must be medium or small.
  const safeSize = (BUTTON_SIZES as readonly string[]).includes(size) ? size : 'medium';
  const safeTheme = (SURFACE_THEMES as readonly string[]).includes(theme) ? theme : 'light-theme';
  return cx(
    'fc-button',
    `fc-button--${safeSize}`,
    `fc-button--${safeTheme}`,
    electrifies && 'fc-button--electrifies',
    center && 'fc-button--center',
    customClass,
  );
}

export interface ButtonProps
  extends
    ButtonAppearance,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  /** Visible label. Without it the button renders nothing unless `alwaysShow` is set. */
  labelText?: string | undefined;
  /** Name of an icon from the theme's icon set, shown after the label. */
  icon?: string | undefined;
  /** Render even without label text (e.g. an icon-only button with an `aria-label`). Defaults to false. */
  alwaysShow?: boolean;
  /** Defaults to false. */
  disabled?: boolean;
  /** Extra content after the label (e.g. a counter). */
  children?: ReactNode;
}

/** Button of site-shell.md §2; shows only with label text or `alwaysShow` (§5). */
export function Button({
  labelText,
  icon,
  disabled = false,
  theme,
  size,
  electrifies,
  center,
  customClass,
  alwaysShow = false,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  if (!labelText && !alwaysShow) return null;
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      className={buttonClassName({ theme, size, electrifies, center, customClass })}
    >
      {labelText ? <span className="fc-button__label">{labelText}</span> : null}
      {icon ? <Icon name={icon} className="fc-button__icon" /> : null}
      {children}
    </button>
  );
}
