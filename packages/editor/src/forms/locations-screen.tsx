import { ApiError, type ContentClient, type Location, type LocationInput } from '@forecourt/api-client';
import { Modal } from '@forecourt/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { FieldFrame } from '../fields/field-frame.js';
import { ConfirmDialog, errorText, formsQueryKeys } from './shared.js';

export interface LocationsScreenProps {
  client: ContentClient;
  /** Address of the forms list. Defaults to '/admin/forms'. */
  formsListHref?: string;
}

type Dialog = { kind: 'new' } | { kind: 'edit'; location: Location } | { kind: 'delete'; location: Location } | null;

/** /admin/forms/locations: the retailers a Retailer field offers. */
export function LocationsScreen({ client, ...props }: LocationsScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <Locations {...props} />
    </EditorClientProvider>
  );
}

function Locations({ formsListHref = '/admin/forms' }: Omit<LocationsScreenProps, 'client'>) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const locations = useQuery({ queryKey: formsQueryKeys.locations, queryFn: () => client.forms.listLocations() });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: formsQueryKeys.locations });

  return (
    <div className="fe-screen">
      <p className="fe-backlink">
        <a href={formsListHref}>← All forms</a>
      </p>
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Locations
        </h1>
        <button type="button" className="fe-button fe-button--primary" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'new' })}>
          <span aria-hidden="true">+</span> New location
        </button>
      </div>
      <p className="fe-help">Retailers and places visitors pick in a form’s Retailer field.</p>
      <p role="status" className="fe-muted">
        {notice}
      </p>
      {locations.isPending ? (
        <p role="status" className="fe-loading">
          Loading locations…
        </p>
      ) : locations.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The locations could not be loaded: {locations.error.message}</p>
        </div>
      ) : locations.data.length === 0 ? (
        <p className="fe-empty">No locations yet.</p>
      ) : (
        <div className="fe-table-wrap">
          <table className="fe-table">
            <caption className="fe-visually-hidden">Locations</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">City</th>
                <th scope="col">Address</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {locations.data.map((location) => (
                <tr key={location.id}>
                  <th scope="row">{location.name}</th>
                  <td>{location.city || '—'}</td>
                  <td>{location.address || '—'}</td>
                  <td>{location.email ?? '—'}</td>
                  <td>{location.phone ?? '—'}</td>
                  <td>
                    <div className="fe-panel__tools">
                      <button type="button" className="fe-button fe-button--small" aria-haspopup="dialog" aria-label={`Edit ${location.name}`} onClick={() => setDialog({ kind: 'edit', location })}>
                        Edit
                      </button>
                      <button type="button" className="fe-button fe-button--small fe-button--danger" aria-haspopup="dialog" aria-label={`Delete ${location.name}`} onClick={() => setDialog({ kind: 'delete', location })}>
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
      <Modal.Root open={dialog?.kind === 'new' || dialog?.kind === 'edit'} onOpenChange={(open) => !open && setDialog(null)}>
        <Modal.Content className="fe-dialog">
          <div className="fe-dialog__head">
            <Modal.Title className="fe-dialog__title">{dialog?.kind === 'edit' ? `Edit ${dialog.location.name}` : 'New location'}</Modal.Title>
          </div>
          {dialog?.kind === 'new' || dialog?.kind === 'edit' ? (
            <LocationForm
              key={dialog.kind === 'edit' ? dialog.location.id : 'new'}
              location={dialog.kind === 'edit' ? dialog.location : null}
              onSaved={async (saved) => {
                await refresh();
                setDialog(null);
                setNotice(`Saved ${saved.name}.`);
              }}
            />
          ) : null}
        </Modal.Content>
      </Modal.Root>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.kind === 'delete' ? `Delete ${dialog.location.name}?` : 'Delete location?'}
        confirmLabel="Delete location"
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await client.forms.deleteLocation(dialog.location.id);
          await refresh();
          setNotice(`Deleted ${dialog.location.name}.`);
        }}
      >
        {dialog?.kind === 'delete' ? `Visitors will no longer be able to pick “${dialog.location.name}”. Leads that named it keep their value.` : ''}
      </ConfirmDialog>
    </div>
  );
}

const TEXT_FIELDS = [
  { key: 'name', label: 'Name', required: true },
  { key: 'city', label: 'City' },
  { key: 'address', label: 'Address' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  { key: 'dealer_id', label: 'Dealer id', help: 'The inventory dealer this location is, if any (a number).' },
] as const;
type TextKey = (typeof TEXT_FIELDS)[number]['key'];

function LocationForm({ location, onSaved }: { location: Location | null; onSaved: (saved: Location) => Promise<void> }) {
  const client = useEditorClient();
  const [values, setValues] = useState<Record<TextKey, string>>(() => ({
    name: location?.name ?? '',
    city: location?.city ?? '',
    address: location?.address ?? '',
    email: location?.email ?? '',
    phone: location?.phone ?? '',
    dealer_id: location?.dealer_id === null || location?.dealer_id === undefined ? '' : String(location.dealer_id),
  }));
  const save = useMutation({
    mutationFn: async () => {
      const input: LocationInput = {
        name: values.name.trim(),
        city: values.city.trim(),
        address: values.address.trim(),
        email: values.email.trim() || null,
        phone: values.phone.trim() || null,
        dealer_id: values.dealer_id.trim() === '' ? null : Number(values.dealer_id),
      };
      return location ? client.forms.updateLocation(location.id, input) : client.forms.createLocation(input);
    },
    onSuccess: (saved) => onSaved(saved),
  });
  const issues = save.error instanceof ApiError ? save.error.issues : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      {save.error ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>Not saved: {errorText(save.error)}</p>
        </div>
      ) : null}
      {TEXT_FIELDS.map((field) => (
        <FieldFrame
          key={field.key}
          id={`fe-location-${field.key}`}
          label={field.label}
          required={'required' in field}
          help={'help' in field ? field.help : undefined}
          errors={issues.filter((issue) => issue.path === field.key).map((issue) => issue.message)}
        >
          {(a11y) => (
            <input
              {...a11y}
              className="fe-input"
              type={field.key === 'email' ? 'email' : field.key === 'phone' ? 'tel' : 'text'}
              inputMode={field.key === 'dealer_id' ? 'numeric' : undefined}
              value={values[field.key]}
              onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
            />
          )}
        </FieldFrame>
      ))}
      <div className="fe-dialog__actions">
        <Modal.Close className="fe-button fe-button--quiet">Cancel</Modal.Close>
        <button type="submit" className="fe-button fe-button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save location'}
        </button>
      </div>
    </form>
  );
}
