import {
  ApiError,
  ROLE_ABILITIES,
  roles as allRoles,
  type AdminUser,
  type ContentClient,
  type Role,
  type UserDirectory,
} from '@forecourt/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';

export interface UsersScreenProps {
  client: ContentClient;
}

/** Query key of the users list. */
export const usersQueryKey = ['forecourt-editor', 'users'] as const;

const ROLE_NAMES: Record<Role, string> = { admin: 'Admin', editor: 'Editor' };

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A user's roles in words: "Admin, Editor", or "No role". */
export const describeRoles = (roles: readonly Role[]) => (roles.length > 0 ? roles.map((role) => ROLE_NAMES[role]).join(', ') : 'No role');

/**
 * /admin/users: every user the sign-in provider knows (name, e-mail, roles, last sign-in) and
 * what each role may do. With the embedded provider admins change roles here; with an external
 * issuer roles are read-only, managed in that provider.
 */
export function UsersScreen({ client }: UsersScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <Users />
    </EditorClientProvider>
  );
}

type Feedback = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

function Users() {
  const client = useEditorClient();
  const list = useQuery({ queryKey: usersQueryKey, queryFn: () => client.admin.listUsers() });
  const legendId = useId();
  return (
    <div className="fe-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Users and roles
        </h1>
      </div>
      {list.isPending ? (
        <p role="status" className="fe-loading">
          Loading the users…
        </p>
      ) : list.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The users could not be loaded: {list.error.message}</p>
          <button type="button" className="fe-button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          {list.data.roles_editable ? (
            <p className="fe-help">
              Accounts of the built-in sign-in. Tick a user&apos;s roles and save: the change applies at once, also to a user already signed in.
              You cannot remove your own admin role, and there is always at least one admin.
            </p>
          ) : (
            <p className="fe-notice" role="note">
              Roles are managed in the sign-in provider ({list.data.issuer}): change them there. This list shows everyone who signed in here, with the
              roles their last sign-in gave.
            </p>
          )}
          <section aria-labelledby={legendId} className="fe-users__legend">
            <h2 id={legendId} className="fe-panel__title">
              What each role may do
            </h2>
            <dl>
              {allRoles.map((role) => (
                <div key={role}>
                  <dt>{ROLE_NAMES[role]}</dt>
                  <dd>{ROLE_ABILITIES[role]}</dd>
                </div>
              ))}
              <div>
                <dt>No role</dt>
                <dd>May sign in, but use neither the editor nor the admin area.</dd>
              </div>
            </dl>
          </section>
          <UserTable directory={list.data} />
        </>
      )}
    </div>
  );
}

function UserTable({ directory }: { directory: UserDirectory }) {
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'idle' });
  if (directory.users.length === 0) {
    return <p className="fe-empty">No one has signed in yet.</p>;
  }
  return (
    <>
      <div className="fe-setting__feedback" data-kind={feedback.kind} role={feedback.kind === 'error' ? 'alert' : 'status'}>
        {feedback.kind === 'done' ? feedback.message : null}
        {feedback.kind === 'error' ? <p>Not saved: {feedback.message}</p> : null}
      </div>
      <div className="fe-table-wrap" tabIndex={0} role="region" aria-label="Users table">
        <table className="fe-table">
          <caption className="fe-table__caption">Users</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Roles</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">History</th>
            </tr>
          </thead>
          <tbody>
            {directory.users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name}</th>
                <td>{user.email}</td>
                <td>
                  {directory.roles_editable ? (
                    <RolesForm user={user} busy={feedback.kind === 'busy'} onFeedback={setFeedback} />
                  ) : (
                    describeRoles(user.roles)
                  )}
                </td>
                <td>
                  {user.last_sign_in_at ? (
                    <time dateTime={user.last_sign_in_at}>{dateFormat.format(new Date(user.last_sign_in_at))}</time>
                  ) : (
                    'Never'
                  )}
                </td>
                <td>
                  <a href={`/admin/audit?entity_type=user&entity_id=${encodeURIComponent(user.id)}`}>
                    Changes<span className="fe-visually-hidden"> to {user.name}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One user's role checkboxes and their save button. */
function RolesForm({ user, busy, onFeedback }: { user: AdminUser; busy: boolean; onFeedback: (feedback: Feedback) => void }) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Role[]>(user.roles);
  const id = useId();
  const changed = chosen.length !== user.roles.length || chosen.some((role) => !user.roles.includes(role));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onFeedback({ kind: 'busy' });
    try {
      const saved = await client.admin.setUserRoles(user.id, chosen);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      onFeedback({ kind: 'done', message: `Saved the roles of ${saved.name}: ${describeRoles(saved.roles)}.` });
    } catch (error) {
      setChosen(user.roles);
      onFeedback({ kind: 'error', message: error instanceof ApiError || error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <form className="fe-users__roles" onSubmit={(event) => void submit(event)}>
      <fieldset className="fe-users__choices">
        <legend className="fe-visually-hidden">Roles of {user.name}</legend>
        {allRoles.map((role) => (
          <span key={role} className="fe-users__choice">
            <input
              id={`${id}-${role}`}
              type="checkbox"
              className="fe-checkbox"
              checked={chosen.includes(role)}
              onChange={(event) =>
                setChosen((current) => (event.target.checked ? allRoles.filter((r) => r === role || current.includes(r)) : current.filter((r) => r !== role)))
              }
            />
            <label htmlFor={`${id}-${role}`}>{ROLE_NAMES[role]}</label>
          </span>
        ))}
      </fieldset>
      <button type="submit" className="fe-button" disabled={busy || !changed} aria-label={`Save roles of ${user.name}`}>
        Save roles
      </button>
    </form>
  );
}
