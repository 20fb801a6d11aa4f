/**
 * Keyboard shortcuts of the cars panel (site-shell.md §2 "Keyboard-shortcuts modal", §9 key codes).
 * Handlers read `event.key`; this table documents which legacy key code each value stands for.
 */
export const CARS_PANEL_KEYS = {
  /** 27 */
  escape: 'Escape',
  /** 32 */
  space: ' ',
  /** 37 */
  left: 'ArrowLeft',
  /** 38 */
  up: 'ArrowUp',
  /** 39 */
  right: 'ArrowRight',
  /** 40 */
  down: 'ArrowDown',
  /** 16 */
  shift: 'Shift',
  /** 191 with Shift: '?' */
  question: '?',
} as const;

/** The spec's key codes (§9), by the `event.key` value they correspond to. */
export const CARS_PANEL_KEY_CODES: Record<
  (typeof CARS_PANEL_KEYS)[keyof typeof CARS_PANEL_KEYS],
  number
> = {
  Escape: 27,
  ' ': 32,
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
  Shift: 16,
  '?': 191,
};

export type CarsPanelShortcut =
  | 'previous-vehicle'
  | 'next-vehicle'
  | 'previous-tab'
  | 'next-tab'
  | 'close'
  | 'open-information'
  | 'open-shortcuts';

/**
 * Which shortcut a keydown means, or null. Shift+'?' is the modal: '?' itself is a shifted key on
 * most layouts, and Shift+'/' (key code 191) is accepted where the layout reports the base key.
 */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): CarsPanelShortcut | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case CARS_PANEL_KEYS.up:
      return 'previous-vehicle';
    case CARS_PANEL_KEYS.down:
      return 'next-vehicle';
    case CARS_PANEL_KEYS.left:
      return 'previous-tab';
    case CARS_PANEL_KEYS.right:
      return 'next-tab';
    case CARS_PANEL_KEYS.escape:
      return 'close';
    case CARS_PANEL_KEYS.space:
      return 'open-information';
    case CARS_PANEL_KEYS.question:
      return 'open-shortcuts';
    case '/':
      return event.shiftKey ? 'open-shortcuts' : null;
    default:
      return null;
  }
}

/**
 * What the modal lists: the keys as shown and what they do (site-shell.md §2). `textKey` is the key
 * of the description in the shell bundles (`shortcuts.*`); the modal's title is
 * `menu.keyboardShortcuts` ('KEYBOARD SHORTCUTS').
 */
export const KEYBOARD_SHORTCUTS: readonly {
  keys: readonly string[];
  separator: string;
  textKey: `shortcuts.${string}`;
}[] = [
  { keys: ['↑', '↓'], separator: ' / ', textKey: 'shortcuts.vehicles' },
  { keys: ['←', '→'], separator: ' / ', textKey: 'shortcuts.information' },
  { keys: ['ESC'], separator: '', textKey: 'shortcuts.close' },
  { keys: ['SPACE'], separator: '', textKey: 'shortcuts.open' },
  { keys: ['Shift', '?'], separator: ' + ', textKey: 'shortcuts.help' },
];
