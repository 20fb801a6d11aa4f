import { ApiError, formFileSchema, type ContentClient, type FormSummary } from '@forecourt/api-client';
import { Modal } from '@forecourt/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { FieldFrame } from '../fields/field-frame.js';
import { ConfirmDialog, errorText, formatDateTime, formsQueryKeys, saveBlob } from './shared.js';

export interface FormsListScreenProps {
  client: ContentClient;
  /** Address of a form's builder, e.g. `(id) => '/admin/forms/' + id`. */
  formHref: (id: number) => string;
  /** Address of a form's leads. */
  leadsHref: (id: number) => string;
  /** Opens a form's builder (after "New form", duplicate and import). */
  onOpenForm: (id: number) => void;
  /** Links to the forms settings, locations and outbox screens, shown above the list. */
  links?: { label: string; href: string }[];
}

/** /admin/forms: every form with its lead count; create, duplicate, delete, export, import. */
export function FormsListScreen({ client, ...props }: FormsListScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <FormsList {...props} />
    </EditorClientProvider>
  );
}

type Dialog = { kind: 'new' } | { kind: 'duplicate'; form: FormSummary } | { kind: 'delete'; form: FormSummary } | null;

function FormsList({ formHref, leadsHref, onOpenForm, links = [] }: Omit<FormsListScreenProps, 'client'>) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const forms = useQuery({ queryKey: formsQueryKeys.list, queryFn: () => client.forms.listForms() });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: formsQueryKeys.list });

  const exportForm = async (form: FormSummary) => {
    try {
      const file = await client.forms.exportForm(form.id);
      saveBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), `${form.name}.form.json`);
      setNotice({ kind: 'done', text: `Exported ${form.name}.form.json.` });
    } catch (error) {
      setNotice({ kind: 'error', text: `${form.name} could not be exported: ${errorText(error)}` });
    }
  };

  const importFile = async (file: File) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setNotice({ kind: 'error', text: `${file.name} is not a form file: it is not JSON.` });
      return;
    }
    // Checked here first so a wrong file gets a plain answer instead of a list of schema paths.
    const checked = formFileSchema.safeParse(parsed);
    if (!checked.success) {
      setNotice({ kind: 'error', text: `${file.name} is not a form file exported from Forecourt (${checked.error.issues[0]?.message ?? 'unexpected content'}).` });
      return;
    }
    try {
      const form = await client.forms.importForm(checked.data);
      await refresh();
      setNotice({ kind: 'done', text: `Imported ${form.name}.` });
      onOpenForm(form.id);
    } catch (error) {
      setNotice({ kind: 'error', text: `${file.name} could not be imported: ${errorText(error)}` });
    }
  };

  return (
    <div className="fe-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Forms
        </h1>
        <div className="fe-panel__tools">
          <button type="button" className="fe-button fe-button--primary" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'new' })}>
            <span aria-hidden="true">+</span> New form
          </button>
          <label className="fe-button fe-file-button">
            Import form file
            <input
              type="file"
              accept=".json,application/json"
              className="fe-visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </label>
        </div>
      </div>
      {links.length > 0 ? (
        <nav aria-label="Forms" className="fe-subnav">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div role={notice?.kind === 'error' ? 'alert' : 'status'} className={notice?.kind === 'error' ? 'fe-alert fe-alert--error' : 'fe-muted'}>
        {notice ? <p>{notice.text}</p> : null}
      </div>
      {forms.isPending ? (
        <p role="status" className="fe-loading">
          Loading forms…
        </p>
      ) : forms.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The forms could not be loaded: {forms.error.message}</p>
          <button type="button" className="fe-button" onClick={() => void forms.refetch()}>
            Try again
          </button>
        </div>
      ) : forms.data.length === 0 ? (
        <p className="fe-empty">No forms yet. Create one with “New form” or import a form file.</p>
      ) : (
        <div className="fe-table-wrap">
          <table className="fe-table">
            <caption className="fe-visually-hidden">All forms</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Leads</th>
                <th scope="col">Last updated</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {forms.data.map((form) => (
                <tr key={form.id}>
                  <th scope="row">
                    <a href={formHref(form.id)}>{form.name}</a>
                  </th>
                  <td>
                    <a href={leadsHref(form.id)} aria-label={`${form.lead_count} ${form.lead_count === 1 ? 'lead' : 'leads'} of ${form.name}`}>
                      {form.lead_count}
                    </a>
                  </td>
                  <td>
                    <time dateTime={form.updated_at}>{formatDateTime(form.updated_at)}</time>
                  </td>
                  <td>
                    <div className="fe-panel__tools">
                      <button type="button" className="fe-button fe-button--small" aria-haspopup="dialog" aria-label={`Duplicate ${form.name}`} onClick={() => setDialog({ kind: 'duplicate', form })}>
                        Duplicate
                      </button>
                      <button type="button" className="fe-button fe-button--small" aria-label={`Export ${form.name}`} onClick={() => void exportForm(form)}>
                        Export
                      </button>
                      <button type="button" className="fe-button fe-button--small fe-button--danger" aria-haspopup="dialog" aria-label={`Delete ${form.name}`} onClick={() => setDialog({ kind: 'delete', form })}>
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NameDialog
        open={dialog?.kind === 'new' || dialog?.kind === 'duplicate'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.kind === 'duplicate' ? `Duplicate ${dialog.form.name}` : 'New form'}
        initialName={dialog?.kind === 'duplicate' ? `${dialog.form.name} (copy)` : ''}
        submitLabel={dialog?.kind === 'duplicate' ? 'Duplicate and edit' : 'Create and edit'}
        onSubmit={async (name) => {
          const form = dialog?.kind === 'duplicate' ? await client.forms.duplicateForm(dialog.form.id, name) : await client.forms.createForm({ name });
          await refresh();
          setDialog(null);
          onOpenForm(form.id);
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.kind === 'delete' ? `Delete ${dialog.form.name}?` : 'Delete form?'}
        confirmLabel="Delete form and leads"
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await client.forms.deleteForm(dialog.form.id);
          await refresh();
          setNotice({ kind: 'done', text: `Deleted ${dialog.form.name}.` });
        }}
      >
        {dialog?.kind === 'delete'
          ? `The form “${dialog.form.name}” and its ${dialog.form.lead_count} ${dialog.form.lead_count === 1 ? 'lead' : 'leads'} will be deleted. This cannot be undone.`
          : ''}
      </ConfirmDialog>
    </div>
  );
}

interface NameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  initialName: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
}

/** Asks for a form's name (new form, duplicate). */
function NameDialog({ open, onOpenChange, title, initialName, submitLabel, onSubmit }: NameDialogProps) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content className="fe-dialog">
        <div className="fe-dialog__head">
          <Modal.Title className="fe-dialog__title">{title}</Modal.Title>
        </div>
        {/* Remounted per opening, so each starts from its own name. */}
        {open ? <NameForm key={title} initialName={initialName} submitLabel={submitLabel} onSubmit={onSubmit} /> : null}
      </Modal.Content>
    </Modal.Root>
  );
}

function NameForm({ initialName, submitLabel, onSubmit }: Pick<NameDialogProps, 'initialName' | 'submitLabel' | 'onSubmit'>) {
  const [name, setName] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({ mutationFn: () => onSubmit(name.trim()) });
  const nameError = name.trim() === '' ? 'Name is required' : null;
  const serverError = save.error ? (save.error instanceof ApiError ? save.error.message : errorText(save.error)) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!nameError) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      {serverError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>Not saved: {serverError}</p>
        </div>
      ) : null}
      <FieldFrame id="fe-form-name" label="Name" required help="Shown to admins only, e.g. Test drive request." errors={submitted && nameError ? [nameError] : []}>
        {(a11y) => <input {...a11y} className="fe-input" type="text" value={name} onChange={(e) => setName(e.target.value)} />}
      </FieldFrame>
      <div className="fe-dialog__actions">
        <Modal.Close className="fe-button fe-button--quiet">Cancel</Modal.Close>
        <button type="submit" className="fe-button fe-button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
