export { canUseEditorToolbar, editPageHref, type EditorSessionUser } from './access.js';
