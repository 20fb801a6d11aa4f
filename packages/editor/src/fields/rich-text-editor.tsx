import { linkAddressProblem } from '@forecourt/blocks/templates';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@forecourt/api-client';
import type { ControlA11y } from './field-frame.js';
import { PagePicker } from './page-picker.js';

export interface RichTextEditorProps {
  a11y: ControlA11y;
  /** id of the field's visible label: a contenteditable cannot be named by `<label for>`. */
  labelId: string;
  label: string;
  value: string;
  onChange: (value: unknown) => void;
  locale: Locale;
}

// Only what the rich-text sanitiser keeps: no code or code blocks (<code>, <pre> are unwrapped),
// no h1 (the page has one), links without a target (the sanitiser adds rel to new-tab links).
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null, class: null },
      // The same rule as the block validator, so no link the toolbar makes can fail on publish.
      isAllowedUri: (url) => linkAddressProblem(url, /^[/#]/.test(url) ? 'internal' : 'external') === null,
    },
  }),
];

/** The stored value of the editor's document: no value for an empty document. */
const storedValue = (editor: Editor): string | undefined => (editor.isEmpty ? undefined : editor.getHTML());

type Mark = 'bold' | 'italic' | 'underline' | 'strike';

interface Tool {
  label: string;
  /** Shown on the button; the label is its accessible name. */
  text: string;
  keys?: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const mark = (name: Mark, label: string, text: string, keys: string): Tool => ({
  label,
  text,
  keys,
  active: (editor) => editor.isActive(name),
  run: (editor) => {
    const chain = editor.chain().focus();
    if (name === 'bold') chain.toggleBold().run();
    else if (name === 'italic') chain.toggleItalic().run();
    else if (name === 'underline') chain.toggleUnderline().run();
    else chain.toggleStrike().run();
  },
});

const heading = (level: 2 | 3 | 4): Tool => ({
  // The visible text is part of the name (WCAG 2.5.3): speech users say what they see.
  label: `H${level} heading`,
  text: `H${level}`,
  active: (editor) => editor.isActive('heading', { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
});

const TOOLS: Tool[] = [
  mark('bold', 'Bold', 'B', 'Control+B'),
  mark('italic', 'Italic', 'I', 'Control+I'),
  mark('underline', 'Underline', 'U', 'Control+U'),
  mark('strike', 'Strikethrough', 'S', 'Control+Shift+S'),
  heading(2),
  heading(3),
  heading(4),
  {
    label: 'Bulleted list',
    text: 'Bulleted',
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    text: 'Numbered',
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    text: '“ Quote',
    active: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

/** The link form under the toolbar: an address checked like every other link, apply or remove. */
function LinkForm({ editor, onClose, label, locale }: { editor: Editor; onClose: () => void; label: string; locale: Locale }) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const address = href.trim();
    const type = /^[/#]/.test(address) ? 'internal' : 'external';
    const found = address === '' ? { message: 'is required' } : linkAddressProblem(address, type);
    if (found) {
      setProblem(`Link address ${found.message}`);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address becomes the link text.
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    else chain.setLink({ href: address }).run();
    onClose();
  };
  return (
    <div
      className="fe-rich-text__link"
      role="group"
      aria-label="Link"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <label className="fe-sublabel" htmlFor={`${id}-href`}>
        Link address
      </label>
      <input
        id={`${id}-href`}
        className="fe-input"
        type="text"
        inputMode="url"
        spellCheck={false}
        placeholder="https://… or /models/defender"
        // The editor asked for this form; focus goes back to the text on close.
        autoFocus
        value={href}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <PagePicker
        label={`the link in ${label}`}
        locale={locale}
        onPick={(page) => {
          setHref(page.path);
          setProblem(null);
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className="fe-errors">
          {problem}
        </p>
      ) : null}
      <div className="fe-rich-text__link-actions">
        <button type="button" className="fe-button fe-button--small fe-button--primary" onClick={apply}>
          Apply link
        </button>
        {current !== '' ? (
          <button
            type="button"
            className="fe-button fe-button--small"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </button>
        ) : null}
        <button type="button" className="fe-button fe-button--small" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** TipTap editor with a toolbar of the formats the site keeps. Loaded lazily by RichTextInput. */
export default function RichTextEditor({ a11y, labelId, label, value, onChange, locale }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What the editor last reported, so a value coming back from the parent is not set again (that
  // would move the caret); any other new value (another locale, an undo) replaces the document.
  const emitted = useRef<string | undefined>(value === '' ? undefined : value);
  const attributes: Record<string, string> = {
    id: a11y.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: 'fe-input fe-rich-text__content',
  };
  if (a11y['aria-describedby']) attributes['aria-describedby'] = a11y['aria-describedby'];
  if (a11y['aria-invalid']) attributes['aria-invalid'] = 'true';
  if (a11y['aria-required']) attributes['aria-required'] = 'true';

  const editor = useEditor(
    {
      extensions,
      content: value,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes },
      onUpdate: ({ editor: current }) => {
        const next = storedValue(current);
        emitted.current = next;
        onChangeRef.current(next);
      },
    },
  );

  // Errors come and go as the editor types: update the attributes, never rebuild the editor.
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor) editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
  }, [editor, attributeKey]);

  useEffect(() => {
    const next = value === '' ? undefined : value;
    if (!editor || next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: current ? TOOLS.map((tool) => tool.active(current)) : TOOLS.map(() => false),
      link: current?.isActive('link') ?? false,
    }),
  });
  const [linking, setLinking] = useState(false);

  if (!editor) return null;
  return (
    <div className="fe-rich-text">
      <div className="fe-rich-text__toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className="fe-button fe-button--small fe-rich-text__tool"
            aria-label={tool.label}
            aria-pressed={active?.tools[index] ?? false}
            aria-keyshortcuts={tool.keys}
            title={tool.keys ? `${tool.label} (${tool.keys.replace('Control', 'Ctrl')})` : tool.label}
            onClick={() => tool.run(editor)}
          >
            {tool.text}
          </button>
        ))}
        <button
          type="button"
          className="fe-button fe-button--small fe-rich-text__tool"
          aria-label="Link"
          aria-pressed={active?.link ?? false}
          aria-expanded={linking}
          onClick={() => setLinking((on) => !on)}
        >
          Link
        </button>
      </div>
      {linking ? <LinkForm editor={editor} label={label} locale={locale} onClose={() => setLinking(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
