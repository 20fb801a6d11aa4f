import type { HTMLAttributes } from 'react';
import { cx } from '../class-names.js';

/**
 * Icons every theme's icon set provides. Each theme maps `--fc-icon-<name>` to its own drawing
 * (block-catalogue.md §9: icon sets differ by theme), so markup never changes with the brand.
 */
export const ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'chevron-down',
  'chevron-up',
  'close',
  'play',
  'pause',
  'plus',
  'minus',
  'download',
  'external',
  'quote',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}

export interface IconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Icon of the current theme's set. Unknown names render nothing. */
  name: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

/** A theme-aware icon drawn with a CSS mask in the current text colour. */
export function Icon({ name, label, className, ...rest }: IconProps) {
  if (!isIconName(name)) return null;
  return (
    <span
      {...rest}
      className={cx('fc-icon', className)}
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
