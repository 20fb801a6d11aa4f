import { localize } from '@forecourt/api-client';
import { buttonClassName, cx, Modal } from '@forecourt/ui';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import type { dropdownSectionsSelectTemplate } from './dropdown-sections-select.schema.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import { blockElement, parseBlockRefs, refsToHide } from './sections.js';
import './dropdown-sections-select.css';

export type DropdownSectionsSelectProps = BlockViewProps<typeof dropdownSectionsSelectTemplate>;

/**
 * - `choosing`: the dropdown shows (at first, after edit and after clear);
 * - `confirming`: an option was picked, the modal confirms it;
 * - `chosen`: the choice and its edit and clear actions show instead of the dropdown.
 */
type Phase = 'choosing' | 'confirming' | 'chosen';

/**
 * Dropdown sections select: choosing an option shows the page blocks it lists and hides those
 * the other options list (with the `hidden` attribute). Without JavaScript nothing is hidden.
 */
export function DropdownSectionsSelect({ data, locale }: DropdownSectionsSelectProps) {
  const t = blockT({ en, pl }, locale);
  const id = useId();
  const text = (value: Partial<Record<string, string>> | undefined, fallback: string) =>
    localize(value, locale) || fallback;
  const { theme = 'light-theme' } = data.fields;
  const options = data.groups.map((group) => ({
    label: localize(group.option_label, locale),
    refs: parseBlockRefs(group.option_blocks),
  }));
  const refsKey = JSON.stringify(options.map((option) => option.refs));
  const [chosen, setChosen] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>('choosing');
  // The dropdown works once the page's code runs; before, every section simply shows.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useSectionVisibility(rootRef, useMemo(() => JSON.parse(refsKey) as string[][], [refsKey]), chosen);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (phase === 'chosen' ? editRef : selectRef).current?.focus();
  }, [phase]);

  const choose = (value: string) => {
    if (value === '') {
      setChosen(null);
      return;
    }
    setChosen(Number(value));
    setPhase('confirming');
  };
  const confirm = () => {
    moveFocus.current = true;
    setPhase('chosen');
  };
  const edit = () => {
    moveFocus.current = true;
    setPhase('choosing');
  };
  const clear = () => {
    moveFocus.current = true;
    setChosen(null);
    setPhase('choosing');
  };

  const chosenLabel = chosen === null ? '' : (options[chosen]?.label ?? '');
  const selection = (
    <p className="fc-dropdown-sections__selection">
      {text(data.fields.selection_text, t('selection'))}{' '}
      <strong>{chosenLabel}</strong>
    </p>
  );

  return (
    <div ref={rootRef} className={cx('fc-dropdown-sections', 'fc-surface', `fc-surface--${theme}`)}>
      <div className="fc-dropdown-sections__inner">
        {phase === 'chosen' ? (
          <div className="fc-dropdown-sections__summary">
            {selection}
            <button ref={editRef} type="button" className="fc-dropdown-sections__action" onClick={edit}>
              {text(data.fields.edit_text, t('edit'))}
            </button>
            <button type="button" className="fc-dropdown-sections__action" onClick={clear}>
              {text(data.fields.clear_text, t('clear'))}
            </button>
          </div>
        ) : (
          <div className="fc-dropdown-sections__field">
            <label htmlFor={`${id}-select`} className="fc-dropdown-sections__label">
              {text(data.fields.dropdown_label, t('label'))}
            </label>
            <select
              ref={selectRef}
              id={`${id}-select`}
              className="fc-dropdown-sections__select"
              value={chosen === null ? '' : String(chosen)}
              disabled={!ready}
              onChange={(event) => choose(event.target.value)}
            >
              <option value="">{text(data.fields.dropdown_default, t('all'))}</option>
              {options.map((option, index) => (
                <option key={index} value={String(index)}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <Modal.Root
        open={phase === 'confirming'}
        // Closing the modal any way (its button, ✕, Escape) keeps the choice.
        onOpenChange={(open) => {
          if (!open) confirm();
        }}
      >
        <Modal.Content className="fc-dropdown-sections__modal">
          <Modal.Close label={t('close')} />
          <Modal.Title>{text(data.fields.modal_title, t('modalTitle'))}</Modal.Title>
          {localize(data.fields.modal_text, locale) ? (
            <Modal.Description>{localize(data.fields.modal_text, locale)}</Modal.Description>
          ) : null}
          {selection}
          <Modal.Close className={buttonClassName({ theme: 'white-theme' })}>
            <span className="fc-button__label">{text(data.fields.button_label, t('confirm'))}</span>
          </Modal.Close>
        </Modal.Content>
      </Modal.Root>
    </div>
  );
}

/**
 * Hides (`hidden`) the blocks `refsToHide` names for `chosen` and shows again those it no longer
 * names; everything it hid shows again when the block leaves the page. Never hides the block that
 * holds the dropdown itself.
 */
function useSectionVisibility(
  rootRef: RefObject<HTMLElement | null>,
  options: readonly (readonly string[])[],
  chosen: number | null,
) {
  const hiddenByUs = useRef(new Set<HTMLElement>());
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const hide = new Set<HTMLElement>();
    for (const ref of refsToHide(options, chosen)) {
      const element = blockElement(root.ownerDocument, ref);
      if (element && !element.contains(root)) hide.add(element);
    }
    const hidden = hiddenByUs.current;
    for (const element of hidden) {
      if (!hide.has(element)) {
        element.hidden = false;
        hidden.delete(element);
      }
    }
    for (const element of hide) {
      element.hidden = true;
      hidden.add(element);
    }
  }, [rootRef, options, chosen]);
  useEffect(() => {
    const hidden = hiddenByUs.current;
    return () => {
      for (const element of hidden) element.hidden = false;
    };
  }, []);
}

export default DropdownSectionsSelect;
