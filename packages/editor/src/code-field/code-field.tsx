import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CodeEditorHandle, mountCodeEditor } from './code-editor.js';

/** The languages CodeField highlights (a metahead's code types, and JSON). */
export type CodeLanguage = 'javascript' | 'css' | 'scss' | 'sass' | 'html' | 'json';

export interface CodeFieldProps {
  /** The id the field's `<label htmlFor>` names (the textarea's; the editable area's once enhanced). */
  id: string;
  /** The id of the label element: the code editor is labelled by it (`aria-labelledby`). */
  labelId: string;
  language: CodeLanguage;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  required?: boolean;
  /** Ids of the messages that describe the field (errors, help). */
  describedBy?: string;
  /** Height of the plain text area (and the editor's least height), in lines. */
  rows?: number;
}

interface CodeEditorModule {
  mountCodeEditor: typeof mountCodeEditor;
}
let loading: Promise<CodeEditorModule> | null = null;
/** Once loaded, later fields start as editors straight away (no text area flashing first). */
let loaded: CodeEditorModule | null = null;
// One download for every field; a failed one may be retried by the next field that mounts.
const loadCodeEditor = () =>
  (loading ??= import('./code-editor.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * A code input: a labelled `<textarea>` at once, replaced by a CodeMirror editor (line numbers,
 * bracket matching, highlighting, a JSON linter) once that has loaded. The editor is a separate
 * chunk, so screens without code fields never download it; if it fails to load, the text area
 * stays. Tab and Shift+Tab leave the editor; Ctrl+] and Ctrl+[ indent.
 */
export function CodeField({ id, labelId, language, value, onChange, invalid, required, describedBy, rows = 10 }: CodeFieldProps) {
  const [editorModule, setEditorModule] = useState<CodeEditorModule | null>(() => loaded);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<CodeEditorHandle | null>(null);
  // Someone typing in the text area when the editor arrives keeps their place in it.
  const handover = useRef<{ anchor: number; head: number } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (editorModule) return;
    let live = true;
    loadCodeEditor().then(
      (loaded) => {
        if (!live) return;
        const area = textareaRef.current;
        if (area && area.ownerDocument.activeElement === area) handover.current = { anchor: area.selectionStart, head: area.selectionEnd };
        setEditorModule(loaded);
      },
      () => {
        // The text area stays: the field works without the editor.
      },
    );
    return () => {
      live = false;
    };
  }, [editorModule]);

  const attributes: Record<string, string> = { id, 'aria-labelledby': labelId };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  if (required) attributes['aria-required'] = 'true';
  const options = { value, language, attributes, onChange: (next: string) => onChangeRef.current(next) };

  useLayoutEffect(() => {
    if (!editorModule || !hostRef.current) return;
    const handle = editorModule.mountCodeEditor(hostRef.current, options);
    handleRef.current = handle;
    if (handover.current) {
      const { anchor, head } = handover.current;
      const length = handle.view.state.doc.length;
      handle.view.dispatch({ selection: { anchor: Math.min(anchor, length), head: Math.min(head, length) } });
      handle.view.focus();
      handover.current = null;
    }
    // A label names only form controls for clicks: its click puts the caret in the editor, as
    // it would in the text area.
    const label = hostRef.current.ownerDocument.getElementById(labelId);
    const focusEditor = () => handle.view.focus();
    label?.addEventListener('click', focusEditor);
    return () => {
      label?.removeEventListener('click', focusEditor);
      handle.destroy();
      handleRef.current = null;
    };
    // Mounted once per loaded module; later props reach it through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editorModule]);

  useEffect(() => {
    handleRef.current?.update(options);
  });

  if (editorModule) {
    return <div ref={hostRef} className="fe-code-field" data-code-editor="" style={{ ['--fe-code-rows' as string]: rows }} />;
  }
  return (
    <textarea
      ref={textareaRef}
      id={id}
      className="fe-input fe-textarea fe-code"
      rows={rows}
      spellCheck={false}
      value={value}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
