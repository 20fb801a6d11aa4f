// The `@forecourt/shell/editor-toolbar` entry: loaded lazily by the site, only for signed-in editors.
export { EditorToolbar, type EditorToolbarProps } from './EditorToolbar.js';
export { canUseEditorToolbar, editPageHref, type EditorSessionUser } from './access.js';
