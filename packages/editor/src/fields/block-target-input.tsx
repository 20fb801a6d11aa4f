import type { Block, Locale } from '@forecourt/api-client';
import { anchoredBlockId, blockAnchor, getTemplate, type StringField } from '@forecourt/blocks/templates';
import { FieldFrame } from './field-frame.js';
import { usePageBlocks } from './page-blocks.js';
import { TextInput } from './text-input.js';
import type { KindInputProps } from './types.js';

const OTHER = '';

/** Text that tells blocks apart: the first heading-like text of the block, in `locale`. */
function blockText(block: Block, locale: Locale): string {
  const template = getTemplate(block.template);
  for (const field of template?.fields ?? []) {
    if (field.kind !== 'string' && field.kind !== 'text') continue;
    const value = block.data.fields[field.key];
    const text = typeof value === 'string' ? value : value && typeof value === 'object' ? ((value as Record<string, string>)[locale] ?? Object.values(value)[0]) : undefined;
    if (typeof text === 'string' && text.trim() !== '') return text.length > 50 ? `${text.slice(0, 49)}…` : text;
  }
  return '';
}

/** "3. Quote — Nothing beats a test drive": position, template name and its text. */
export function blockOptionLabel(block: Block, index: number, locale: Locale): string {
  const name = getTemplate(block.template)?.name ?? block.template;
  const text = blockText(block, locale);
  return `${index + 1}. ${name}${text ? ` — ${text}` : ''}`;
}

/**
 * The target of an in-page navigation link: a block of the page, stored by its stable id
 * (`block-<id>`) so the link keeps its block when blocks move; or any element id, typed in.
 * Outside a page editor it is the plain text field.
 */
export function BlockTargetInput(props: KindInputProps<StringField>) {
  const { field, value, onChange, id, errors, hint, locale } = props;
  const blocks = usePageBlocks();
  if (!blocks) return <TextInput {...props} />;
  const text = typeof value === 'string' ? value : '';
  const targetId = anchoredBlockId(text);
  const numbered = /^#?\d+$/.test(text.trim()) ? blocks[Number(text.replace('#', '')) - 1] : undefined;
  const selected = blocks.find((block) => block.id === targetId) ?? numbered;
  const missing = targetId !== null && !selected;
  const otherId = `${id}-other`;
  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help="The link keeps its block when blocks are moved. Choose “Another element” for an anchor inside a block (rdx-prices)."
      hint={missing ? 'The block this link pointed at is no longer on the page: choose another.' : hint}
      errors={errors}
    >
      {(a11y) => (
        <div className="fe-block-target">
          <select
            {...a11y}
            className="fe-input fe-select"
            value={selected ? blockAnchor(selected.id) : OTHER}
            onChange={(event) => onChange(event.target.value === OTHER ? undefined : event.target.value)}
          >
            <option value={OTHER}>{text === '' || missing ? 'Choose a block…' : 'Another element (id below)'}</option>
            {blocks.map((block, index) =>
              block.template === 'in_page_navigation' ? null : (
                <option key={block.id} value={blockAnchor(block.id)}>
                  {blockOptionLabel(block, index, locale)}
                </option>
              ),
            )}
          </select>
          {!selected ? (
            <>
              <label className="fe-sublabel" htmlFor={otherId}>
                Element id
              </label>
              <input
                id={otherId}
                className="fe-input"
                type="text"
                spellCheck={false}
                placeholder="rdx-prices"
                value={missing ? '' : text}
                aria-describedby={a11y['aria-describedby']}
                onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
              />
            </>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
