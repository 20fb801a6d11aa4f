export {
  CarsPanel,
  CAR_IMAGE_FADE_MS,
  CARS_SIDEBAR_WIDTH,
  CARS_PANEL_CLOSE_LABEL,
  CARS_PANEL_SHORTCUTS_LABEL,
  type CarsPanelProps,
  type CarsPanelState,
  type CarsPanelVariant,
} from './CarsPanel.js';
export {
  KeyboardShortcutsModal,
  type KeyboardShortcutsModalProps,
} from './KeyboardShortcutsModal.js';
export {
  CARS_PANEL_KEYS,
  CARS_PANEL_KEY_CODES,
  KEYBOARD_SHORTCUTS,
  KEYBOARD_SHORTCUTS_TITLE,
  shortcutOf,
  type CarsPanelShortcut,
} from './keyboard.js';
export {
  carGroups,
  carVariants,
  showsTabs,
  leasePriceOf,
  offerFor,
  offerHref,
  type CarGroup,
} from './cars-model.js';
