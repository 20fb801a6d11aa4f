import { Button, Modal } from '@forecourt/ui';
import { useMemo } from 'react';
import { sanitizeExitCopy } from '../sanitize.js';

export interface ExitModalProps {
  /** Whether the modal is shown. Defaults to false (the exit popup is hidden by default). */
  open?: boolean;
  /** Called when the modal asks to close (cancel, ESC, backdrop click) or OK was chosen. */
  onOpenChange?: (open: boolean) => void;
  /** HTML copy (`exit_popup.copy`); sanitised before it is shown. */
  copy: string;
  /** OK button label (`exit_popup.ok`). Defaults to 'OK'. */
  okLabel?: string;
  /** Cancel button label (`exit_popup.cancel`); without one there is no cancel button. */
  cancelLabel?: string | undefined;
  /** Called when OK is chosen, after the modal asked to close: follow the link here. */
  onOk: () => void;
  /** Where the link goes; names the dialog when there is no copy. */
  destination?: string | undefined;
}

/**
 * The dialog's accessible name from sanitised copy: its first heading when it has one (so long copy
 * is not read twice in full), else all of its text.
 */
function nameOf(html: string): string {
  let text: string;
  if (typeof DOMParser === 'undefined') {
    const heading = /<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/i.exec(html);
    text = (heading ? heading[1]! : html).replace(/<[^>]*>/g, ' ');
  } else {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    text = (body.querySelector('h2, h3, h4') ?? body).textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The exit modal of site-shell.md §2: HTML copy, an optional cancel button and an OK button, in the
 * generic modal (focus moved in, trapped and given back; ESC and a backdrop click close it).
 */
export function ExitModal({
  open = false,
  onOpenChange,
  copy,
  okLabel = 'OK',
  cancelLabel,
  onOk,
  destination,
}: ExitModalProps) {
  const html = useMemo(() => (open && copy.trim() ? sanitizeExitCopy(copy) : ''), [open, copy]);
  // The copy has no heading of its own: it is the dialog's name, as in an alert dialog.
  const label = useMemo(
    () => (open ? nameOf(html) || destination || okLabel : ''),
    [open, html, destination, okLabel],
  );
  return (
    <Modal.Root open={open} onOpenChange={(next) => onOpenChange?.(next)}>
      <Modal.Content className="fc-exit-popup" aria-label={label}>
        {html ? (
          // Admin-authored content, sanitised above.
          <div className="fc-exit-popup__copy" dangerouslySetInnerHTML={{ __html: html }} />
        ) : null}
        <div className="fc-exit-popup__actions">
          {cancelLabel ? (
            <Button
              labelText={cancelLabel}
              customClass="fc-exit-popup__cancel"
              onClick={() => onOpenChange?.(false)}
            />
          ) : null}
          <Button
            labelText={okLabel}
            onClick={() => {
              onOpenChange?.(false);
              onOk();
            }}
          />
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
