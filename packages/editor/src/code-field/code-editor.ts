/**
 * The CodeMirror 6 editor behind CodeField. Loaded only by a dynamic import from code-field.tsx,
 * so it stays out of the editor's first chunk (and never reaches the site).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { sass } from '@codemirror/lang-sass';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, linter, lintKeymap } from '@codemirror/lint';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { CodeLanguage } from './code-field.js';

export interface CodeEditorOptions {
  value: string;
  language: CodeLanguage;
  /** Attributes of the editable area: its label, description, invalid state. */
  attributes: Record<string, string>;
  onChange: (value: string) => void;
}

export interface CodeEditorHandle {
  view: EditorView;
  update: (options: CodeEditorOptions) => void;
  destroy: () => void;
}

/**
 * Syntax colours that keep at least 4.5:1 contrast on white (WCAG AA): CodeMirror's default
 * style uses a few lighter ones (orange, red) that axe flags.
 */
const highlightStyle = HighlightStyle.define([
  { tag: tags.keyword, color: '#7a1fa2' },
  { tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName], color: '#1a4fa0' },
  { tag: [tags.literal, tags.inserted, tags.number], color: '#116329' },
  { tag: [tags.string, tags.deleted], color: '#a31515' },
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#8a3b00' },
  { tag: [tags.definition(tags.variableName), tags.definition(tags.propertyName), tags.propertyName], color: '#0550ae' },
  { tag: tags.local(tags.variableName), color: '#5a32a3' },
  { tag: [tags.typeName, tags.namespace, tags.tagName], color: '#0a5c36' },
  { tag: [tags.className, tags.attributeName], color: '#6a3b9c' },
  { tag: [tags.special(tags.variableName), tags.macroName], color: '#245c73' },
  { tag: tags.comment, color: '#57606a', fontStyle: 'italic' },
  { tag: tags.meta, color: '#404740' },
  { tag: tags.invalid, color: '#b3261e' },
  { tag: tags.heading, fontWeight: 'bold' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.link, textDecoration: 'underline' },
]);

function languageOf(language: CodeLanguage): Extension {
  switch (language) {
    case 'javascript':
      return javascript();
    case 'css':
      return css();
    case 'scss':
      return sass();
    case 'sass':
      return sass({ indented: true });
    case 'html':
      // No auto-closed tags: what is typed is what is saved.
      return html({ autoCloseTags: false });
    case 'json':
      // The linter marks the line JSON.parse stops at, with its message in the gutter.
      return [json(), linter(jsonParseLinter(), { delay: 300 }), lintGutter()];
  }
}

/** Mounts an editor into `parent`; Tab is left unbound so Tab/Shift+Tab move focus on (Ctrl+] / Ctrl+[ indent). */
export function mountCodeEditor(parent: HTMLElement, initial: CodeEditorOptions): CodeEditorHandle {
  const languageSlot = new Compartment();
  const attributesSlot = new Compartment();
  let current = initial;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: initial.value,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(highlightStyle),
        keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
        EditorView.lineWrapping,
        languageSlot.of(languageOf(initial.language)),
        attributesSlot.of(EditorView.contentAttributes.of(initial.attributes)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) current.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    update(next) {
      const effects = [];
      if (next.language !== current.language) effects.push(languageSlot.reconfigure(languageOf(next.language)));
      if (JSON.stringify(next.attributes) !== JSON.stringify(current.attributes)) {
        effects.push(attributesSlot.reconfigure(EditorView.contentAttributes.of(next.attributes)));
      }
      current = next;
      const doc = view.state.doc.toString();
      // A value set from outside (a reset, another row picked) replaces the text; our own echo does not.
      const changes = next.value !== doc ? { from: 0, to: doc.length, insert: next.value } : undefined;
      if (effects.length > 0 || changes) view.dispatch({ effects, changes });
    },
    destroy: () => view.destroy(),
  };
}
