// The form in the shell's modal form (a CTA link of type `form`): the page's own copy of the form
// when the page has it, else fetched by id. Loaded only when a form link is followed.
import { createLeadClient, type PublicForm } from '@forecourt/api-client';
import { loadFormRenderer } from '@forecourt/blocks';
import { useShellT, type ModalFormRenderProps } from '@forecourt/shell';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteLocale } from '../locale.js';
import type { PageLoad } from '../routes/page-loader.js';

const FormRenderer = lazy(() => loadFormRenderer().then((component) => ({ default: component })));

const NO_FORMS: readonly PublicForm[] = [];

/** The forms of the page the current location shows. */
function usePageForms(): readonly PublicForm[] {
  return useRouterState({
    select: (state) => {
      for (const match of state.matches) {
        const data = match.loaderData as PageLoad | undefined;
        if (data && typeof data === 'object' && 'kind' in data && data.kind === 'page') return data.forms;
      }
      return NO_FORMS;
    },
  });
}

type Loaded = { state: 'loading' } | { state: 'ready'; form: PublicForm } | { state: 'missing' };

export function ModalFormContent({ formId, hiddenFields, columns, params }: ModalFormRenderProps) {
  const locale = useRouteLocale();
  const t = useShellT();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const pageForms = usePageForms();
  const id = Number(formId.trim() || Number.NaN);
  const onPage = pageForms.find((form) => form.id === id);
  const [fetched, setFetched] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (onPage) return;
    if (!Number.isInteger(id) || id < 1) {
      setFetched({ state: 'missing' });
      return;
    }
    let current = true;
    createLeadClient()
      .getPublicForm(id)
      .then(
        (form) => current && setFetched({ state: 'ready', form }),
        () => current && setFetched({ state: 'missing' }),
      );
    return () => {
      current = false;
    };
  }, [id, onPage]);

  const loaded: Loaded = onPage ? { state: 'ready', form: onPage } : fetched;
  const loading = (
    <p className="fc-modal-form__loading" role="status">
      {t('modalForm.loading')}
    </p>
  );
  if (loaded.state === 'loading') return loading;
  if (loaded.state === 'missing') return <p role="note">{t('modalForm.unavailable')}</p>;
  return (
    <Suspense fallback={loading}>
      <FormRenderer
        form={loaded.form}
        locale={locale}
        action={pathname}
        columns={columns}
        hiddenFields={hiddenFields}
        params={params}
      />
    </Suspense>
  );
}
