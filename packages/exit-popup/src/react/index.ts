export { ExitPopup } from './ExitPopup.js';
export type { ExitPopupProps } from './ExitPopup.js';
export { ExitModal } from './ExitModal.js';
export type { ExitModalProps } from './ExitModal.js';
