import { ApiError, type DeliveryStatus, type FormFieldType } from '@forecourt/api-client';
import { Modal } from '@forecourt/ui';
import { useState, type ReactNode } from 'react';

/** Query keys of the forms screens. */
export const formsQueryKeys = {
  all: ['forecourt-editor', 'forms'] as const,
  list: ['forecourt-editor', 'forms', 'list'] as const,
  form: (id: number) => ['forecourt-editor', 'forms', 'form', id] as const,
  leads: (id: number) => ['forecourt-editor', 'forms', 'leads', id] as const,
  lead: (id: number, leadId: number) => ['forecourt-editor', 'forms', 'lead', id, leadId] as const,
  deliveries: (id: number, leadId: number) => ['forecourt-editor', 'forms', 'deliveries', id, leadId] as const,
  settings: ['forecourt-editor', 'forms', 'settings'] as const,
  locations: ['forecourt-editor', 'forms', 'locations'] as const,
  outbox: ['forecourt-editor', 'forms', 'outbox'] as const,
};

/** The type picker's names of the field types. */
export const FIELD_TYPE_NAMES: Record<FormFieldType, string> = {
  text: 'Text',
  email: 'E-mail',
  phone: 'Phone',
  textarea: 'Text area',
  select: 'Select',
  radio: 'Radio buttons',
  checkbox: 'Checkbox',
  consent: 'Consent checkbox',
  hidden: 'Hidden',
  date: 'Date',
  retailer: 'Retailer',
};

export const DELIVERY_STATUS_NAMES: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A server timestamp as the admin reads it. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** What to tell the admin about a failed call. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return String(error);
}

/** A delivery or lead status as a coloured badge with its name. */
export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span className="fe-status fe-delivery" data-delivery={status}>
      {DELIVERY_STATUS_NAMES[status]}
    </span>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; a thrown error is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<unknown>;
}

/** "Are you sure" dialog of a destructive action; focus goes into it (Modal) and back after. */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <Modal.Content className="fe-dialog">
        <div className="fe-dialog__head">
          <Modal.Title className="fe-dialog__title">{title}</Modal.Title>
        </div>
        <Modal.Description className="fe-dialog__text">{children}</Modal.Description>
        {error ? (
          <div role="alert" className="fe-alert fe-alert--error">
            <p>{error}</p>
          </div>
        ) : null}
        <div className="fe-dialog__actions">
          <Modal.Close className="fe-button fe-button--quiet">Cancel</Modal.Close>
          <button
            type="button"
            className="fe-button fe-button--danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await onConfirm();
                onOpenChange(false);
              } catch (caught) {
                setError(errorText(caught));
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Offers `blob` as a download named `fileName`, as a click on a link would. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL only needs to live for that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
