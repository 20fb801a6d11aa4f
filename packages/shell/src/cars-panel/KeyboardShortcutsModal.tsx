import { Modal } from '@forecourt/ui';
import { useShellT } from '../i18n/LocaleProvider.js';
import { KEYBOARD_SHORTCUTS } from './keyboard.js';

export interface KeyboardShortcutsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The keyboard-shortcuts modal of the cars panel (site-shell.md §2): titled 'KEYBOARD SHORTCUTS',
 * it lists each shortcut with its keys. ESC, the backdrop and the close button close it alone.
 */
export function KeyboardShortcutsModal({ open, onOpenChange }: KeyboardShortcutsModalProps) {
  const t = useShellT();
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content className="fc-keyboard-shortcuts">
        <Modal.Close label={t('common.close')} />
        <Modal.Title>{t('menu.keyboardShortcuts')}</Modal.Title>
        <dl className="fc-keyboard-shortcuts__list">
          {KEYBOARD_SHORTCUTS.map(({ keys, separator, textKey }) => (
            <div key={textKey} className="fc-keyboard-shortcuts__item">
              <dt className="fc-keyboard-shortcuts__keys">
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? separator : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd className="fc-keyboard-shortcuts__text">{t(textKey)}</dd>
            </div>
          ))}
        </dl>
      </Modal.Content>
    </Modal.Root>
  );
}
