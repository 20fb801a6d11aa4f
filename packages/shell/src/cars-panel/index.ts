export {
  CarsPanel,
  CAR_IMAGE_FADE_MS,
  CARS_SIDEBAR_WIDTH,
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
