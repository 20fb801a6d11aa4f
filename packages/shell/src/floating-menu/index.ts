export {
  FloatingActionMenu,
  type FloatingActionMenuProps,
} from './FloatingActionMenu.js';
export {
  parseFabItems,
  parseFabSecondary,
  FAB_SETTING_KEY,
  FAB_SECONDARY_SETTING_KEY,
  FAB_SECONDARY_MAX_ITEMS,
  FAB_BUTTON_SIZE,
  FAB_TOUCH_HIGHLIGHT_MS,
  FAB_INVALID_SETTING_WARNING,
  type FabItem,
} from './parse.js';
