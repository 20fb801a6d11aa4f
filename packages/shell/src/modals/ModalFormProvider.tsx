import { listenForPageRequests, OPEN_FORM_EVENT, type CtaFormRequest } from '@forecourt/ui';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { ParamsMapping, RenderForm } from './ModalForm.js';

// Seen only once a form link is followed: the modal's code arrives then, not with the page.
const ModalForm = lazy(() => import('./ModalForm.js').then((module) => ({ default: module.ModalForm })));

const OpenFormContext = createContext<((request: CtaFormRequest) => void) | null>(null);

export interface ModalFormProviderProps {
  /** The page, for `useOpenForm()` callers; a provider beside the page serves form links alone. */
  children?: ReactNode;
  /** Renders the form inside the modal. Without it the modal shows only its title. */
  renderForm?: RenderForm | undefined;
  /** URL parameter → field id, copied from the query into the form when it opens. */
  paramsMapping?: ParamsMapping | undefined;
  /** Accessible name of the close button. Defaults to the locale's `common.close` ('Close'). */
  closeLabel?: string;
}

function isFormRequest(value: unknown): value is CtaFormRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<CtaFormRequest>;
  return typeof request.formId === 'string' && typeof request.title === 'string';
}

/**
 * Holds the page's one modal form. It opens for `useOpenForm()` callers and for every
 * `OPEN_FORM_EVENT` a `@forecourt/ui` CtaLink dispatches when no `openForm` handler is given, so
 * form links work anywhere below `document`, including inside blocks.
 */
export function ModalFormProvider({
  children,
  renderForm,
  paramsMapping,
  closeLabel,
}: ModalFormProviderProps) {
  const [request, setRequest] = useState<CtaFormRequest | null>(null);
  // Kept mounted after the first form, so closing animates and the next one opens at once.
  const [asked, setAsked] = useState(false);
  const openForm = useCallback((next: CtaFormRequest) => {
    setAsked(true);
    setRequest({
      formId: next.formId,
      title: next.title,
      hiddenFields: next.hiddenFields ?? {},
      layout: next.layout === 'double' ? 'double' : 'single',
    });
  }, []);

  // A form link followed before this provider started (it may be loaded after the first paint)
  // opens its form as it starts.
  useEffect(
    () =>
      listenForPageRequests<unknown>(OPEN_FORM_EVENT, (detail) => {
        if (isFormRequest(detail)) openForm(detail);
      }),
    [openForm],
  );

  return (
    <OpenFormContext.Provider value={openForm}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <ModalForm
            request={request}
            onClose={() => setRequest(null)}
            renderForm={renderForm}
            paramsMapping={paramsMapping}
            {...(closeLabel ? { closeLabel } : {})}
          />
        </Suspense>
      ) : null}
    </OpenFormContext.Provider>
  );
}

/** Opens the modal form; pass it to `CtaLinkProvider`'s `openForm`. */
export function useOpenForm(): (request: CtaFormRequest) => void {
  const openForm = useContext(OpenFormContext);
  if (!openForm) throw new Error('useOpenForm must be used inside <ModalFormProvider>');
  return openForm;
}
