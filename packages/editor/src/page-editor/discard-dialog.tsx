import { Modal } from '@forecourt/ui';

export interface DiscardDialogProps {
  /** The version that would be loaded; null: the dialog is closed. */
  version: number | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question asked before a load would replace unsaved edits (loading a version, reloading). */
export const discardQuestion = (version: number) => `Discard your unsaved changes and load version ${version}?`;

/**
 * Asks before unsaved edits are replaced by a stored version. Cancel (or Escape) keeps them; even
 * after discarding, Undo brings them back (the load is a step of the editor's history).
 */
export function DiscardDialog({ version, onConfirm, onCancel }: DiscardDialogProps) {
  return (
    <Modal.Root open={version !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Modal.Content className="fe-dialog">
        <div className="fe-dialog__head">
          <Modal.Title className="fe-dialog__title">{version === null ? '' : discardQuestion(version)}</Modal.Title>
        </div>
        <Modal.Description>Your edits since the last save are replaced. Undo brings them back while this page stays open.</Modal.Description>
        <div className="fe-dialog__actions">
          <Modal.Close className="fe-button fe-button--quiet">Keep my changes</Modal.Close>
          <button type="button" className="fe-button fe-button--primary" onClick={onConfirm}>
            Discard and load version {version}
          </button>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
