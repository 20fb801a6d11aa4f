// The contract between a form call-to-action and whoever opens the modal form, apart from the
// link component so that listening for it does not load the component.

/** What a `form` call-to-action asks the shell to open (its modal form). */
export interface CtaFormRequest {
  formId: string;
  /** The link's label, used as the modal form's title. */
  title: string;
  hiddenFields: Record<string, string>;
  /** Defaults to 'single'. */
  layout: 'single' | 'double';
}

/** Name of the DOM event a form link dispatches when no `openForm` handler is provided. */
export const OPEN_FORM_EVENT = 'forecourt:open-form';
