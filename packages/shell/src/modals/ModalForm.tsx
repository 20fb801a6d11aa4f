import { Modal, cx, type CtaFormRequest } from '@forecourt/ui';
import { useMemo, type ReactNode } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';

/** URL query parameter → id of the form field it fills (the Entry form's `form_params_mapping`). */
export type ParamsMapping = Readonly<Record<string, string>>;

/** What the form renderer receives for the form shown in the modal. */
export interface ModalFormRenderProps {
  formId: string;
  /** Values sent with the form but not shown to the visitor. */
  hiddenFields: Record<string, string>;
  /** 1 for the single-column layout, 2 for the double one. */
  columns: 1 | 2;
  /**
   * Query values copied into form data (site-shell.md §2 "Form wrapper"): field id → value of the
   * URL parameter mapped to it, read when the modal opened. Only parameters present are included.
   */
  params: Record<string, string>;
  /** Closes the modal, e.g. after a successful submit. */
  close: () => void;
}

/** Renders a form inside the modal; the form renderer arrives with a later issue. */
export type RenderForm = (props: ModalFormRenderProps) => ReactNode;

/** Copies the values of mapped query parameters into form data: field id → value. */
export function mapQueryParams(
  search: string,
  mapping: ParamsMapping | undefined,
): Record<string, string> {
  const params: Record<string, string> = {};
  if (!mapping) return params;
  const query = new URLSearchParams(search);
  for (const [parameter, fieldId] of Object.entries(mapping)) {
    const value = query.get(parameter);
    if (value !== null && fieldId) params[fieldId] = value;
  }
  return params;
}

export interface ModalFormProps {
  /** The form to show; the modal is open while this is set. */
  request: CtaFormRequest | null;
  /** Called when the visitor closes the modal (close button, backdrop, ESC). */
  onClose: () => void;
  /** Renders the form. Without it the modal shows only its title. */
  renderForm?: RenderForm | undefined;
  /** URL parameter → field id; values are read from `location.search` when the modal opens. */
  paramsMapping?: ParamsMapping | undefined;
  /** Accessible name of the close button. Defaults to the locale's `common.close` ('Close'). */
  closeLabel?: string;
}

/**
 * Modal form of site-shell.md §2: opened from a form link, titled with the link's label, in a
 * single- or double-column layout. The form is mounted afresh on every opening, so whatever the
 * visitor typed is cleared once the modal closes.
 */
export function ModalForm({
  request,
  onClose,
  renderForm,
  paramsMapping,
  closeLabel,
}: ModalFormProps) {
  const t = useShellT();
  const open = request !== null;
  // Read once per opening: the values are a snapshot of the URL the visitor came with.
  const params = useMemo(
    () =>
      request && typeof window !== 'undefined'
        ? mapQueryParams(window.location.search, paramsMapping)
        : {},
    [request, paramsMapping],
  );
  const columns = request?.layout === 'double' ? 2 : 1;
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Modal.Content
        className={cx('fc-modal-form', columns === 2 && 'fc-modal-form--double')}
        data-layout={request?.layout ?? 'single'}
      >
        <Modal.Close label={closeLabel ?? t('common.close')} />
        {request && (
          <>
            <Modal.Title>{request.title}</Modal.Title>
            <div className="fc-modal-form__body" data-columns={columns}>
              {renderForm?.({
                formId: request.formId,
                hiddenFields: request.hiddenFields,
                columns,
                params,
                close: onClose,
              })}
            </div>
          </>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
