/**
 * The users screen against the real content service (its own per file, embedded provider with
 * the seeded accounts), and its stories for the external issuer and failure states.
 */
import type { ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { UsersScreen } from './users-screen.js';
import * as stories from './users-screen.stories.js';

const { ExternalIssuer, NobodySignedIn, LoadFailed } = composeStories(stories);

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
});

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('given the embedded provider', () => {
  it('should list each account with e-mail, roles and last sign-in, and explain the roles', async () => {
    renderWithProviders(<UsersScreen client={client} />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'E-mail', 'Roles', 'Last sign-in', 'History']);
    const editorId = (await client.admin.listUsers()).users.find((user) => user.email === 'editor@forecourt.test')!.id;
    expect(within(rowOf('Edward Editor')).getByRole('link', { name: /^Changes\s*to Edward Editor$/ })).toHaveAttribute(
      'href',
      `/admin/audit?entity_type=user&entity_id=${editorId}`,
    );
    expect(within(rowOf('Edward Editor')).getByRole('checkbox', { name: 'Editor' })).toBeChecked();
    expect(within(rowOf('Edward Editor')).getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
    expect(within(rowOf('Wiktor Visitor')).getByText('Never')).toBeInTheDocument();
    const legend = screen.getByRole('region', { name: 'What each role may do' });
    expect(within(legend).getByText('Admin').nextSibling).toHaveTextContent(/audit log and users and roles/);
    expect(within(legend).getByText('Editor').nextSibling).toHaveTextContent(/Pages .* and the media library/);
  });

  it("should save an editor's new roles, say so, and record it in the audit log", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsersScreen client={client} />);
    await screen.findByRole('table', { name: 'Users' });
    const row = rowOf('Edward Editor');
    const save = within(row).getByRole('button', { name: 'Save roles of Edward Editor' });
    expect(save).toBeDisabled();
    await user.click(within(row).getByRole('checkbox', { name: 'Admin' }));
    await user.click(save);
    expect(await screen.findByText('Saved the roles of Edward Editor: Admin, Editor.')).toBeInTheDocument();
    const audit = await client.admin.listAudit({ entity_type: 'user' });
    expect(audit.items[0]).toMatchObject({ actor: 'admin@forecourt.test', summary: 'Changed the roles of editor@forecourt.test: editor → admin, editor' });
  });

  it("should show the service's refusal when an admin removes their own admin role, and keep it ticked", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsersScreen client={client} />);
    await screen.findByRole('table', { name: 'Users' });
    // Edward is an admin now (previous test): back to editor only.
    const row = rowOf('Edward Editor');
    await user.click(within(row).getByRole('checkbox', { name: 'Admin' }));
    await user.click(within(row).getByRole('button', { name: 'Save roles of Edward Editor' }));
    await screen.findByText('Saved the roles of Edward Editor: Editor.');
    const ada = rowOf('Ada Admin');
    await user.click(within(ada).getByRole('checkbox', { name: 'Admin' }));
    await user.click(within(ada).getByRole('button', { name: 'Save roles of Ada Admin' }));
    // The test client is signed in as Ada.
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: You cannot remove your own admin role: another admin has to do it');
    await waitFor(() => expect(within(rowOf('Ada Admin')).getByRole('checkbox', { name: 'Admin' })).toBeChecked());
  });
});

describe('given an external issuer (stories)', () => {
  it('should show the roles read-only and say they are managed in that provider', async () => {
    renderWithProviders(<ExternalIssuer />);
    expect(await screen.findByRole('note')).toHaveTextContent('Roles are managed in the sign-in provider (https://login.example.com): change them there.');
    expect(within(rowOf('Olga Owner')).getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save roles/ })).toBeNull();
  });

  it('should say when nobody signed in yet, and when the list cannot be loaded', async () => {
    const { unmount } = renderWithProviders(<NobodySignedIn />);
    expect(await screen.findByText('No one has signed in yet.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<LoadFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be loaded: The content service is unavailable');
  });
});
