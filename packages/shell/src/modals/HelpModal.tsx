import { Modal } from '@forecourt/ui';
import { Fragment } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';

export interface HelpModalItem {
  /** Keys pressed together, each shown as a key tag, e.g. ['Shift', '?']. */
  keys: string[];
  /** What they do. */
  text: string;
}

export interface HelpModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading of the modal. */
  title: string;
  /** The key tags and their texts, in order. */
  items: HelpModalItem[];
  /** Accessible name of the close button. Defaults to the locale's `common.close` ('Close'). */
  closeLabel?: string;
}

/** Help modal of site-shell.md §2: lists key tags, each with its text. */
export function HelpModal({
  open,
  onOpenChange,
  title,
  items,
  closeLabel,
}: HelpModalProps) {
  const t = useShellT();
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content className="fc-help-modal">
        <Modal.Close label={closeLabel ?? t('common.close')} />
        <Modal.Title>{title}</Modal.Title>
        <dl className="fc-help-modal__list">
          {items.map((item) => (
            <div key={`${item.keys.join('+')}-${item.text}`} className="fc-help-modal__item">
              <dt className="fc-help-modal__keys">
                {item.keys.map((key, index) => (
                  <Fragment key={`${key}-${index}`}>
                    {index > 0 && <span aria-hidden="true"> + </span>}
                    <kbd className="fc-help-modal__key">{key}</kbd>
                  </Fragment>
                ))}
              </dt>
              <dd className="fc-help-modal__text">{item.text}</dd>
            </div>
          ))}
        </dl>
      </Modal.Content>
    </Modal.Root>
  );
}
