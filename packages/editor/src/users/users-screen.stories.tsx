import { createContentClient, type UserDirectory } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hono } from 'hono';
import { useState } from 'react';
import { UsersScreen } from './users-screen.js';

const embedded: UserDirectory = {
  provider: 'embedded',
  issuer: 'https://forecourt.example/oidc',
  roles_editable: true,
  users: [
    { id: '1', name: 'Ada Admin', email: 'admin@forecourt.test', roles: ['admin', 'editor'], last_sign_in_at: '2026-11-22T08:15:00Z' },
    { id: '2', name: 'Edward Editor', email: 'editor@forecourt.test', roles: ['editor'], last_sign_in_at: '2026-11-21T16:40:00Z' },
    { id: '3', name: 'Wiktor Visitor', email: 'visitor@forecourt.test', roles: [], last_sign_in_at: null },
  ],
};

const external: UserDirectory = {
  provider: 'external',
  issuer: 'https://login.example.com',
  roles_editable: false,
  users: [
    { id: 'auth0|17', name: 'Olga Owner', email: 'olga@example.com', roles: ['admin'], last_sign_in_at: '2026-11-22T07:00:00Z' },
    { id: 'auth0|42', name: 'Zoe Writer', email: 'zoe@example.com', roles: ['editor'], last_sign_in_at: '2026-11-20T12:30:00Z' },
  ],
};

/** A client answering from memory: role changes of the embedded provider, with its rules. */
function storyClient(directory: UserDirectory | 'fail') {
  const state = directory === 'fail' ? null : structuredClone(directory);
  const app = new Hono();
  app.get('/admin_api/users', (c) => (state ? c.json({ data: state }) : c.json({ error: 'The content service is unavailable' }, 503)));
  app.put('/admin_api/users/:id/roles', async (c) => {
    const user = state?.users.find((candidate) => candidate.id === c.req.param('id'));
    if (!state?.roles_editable) return c.json({ error: `Roles are managed in the sign-in provider (${state?.issuer}): change them there` }, 409);
    if (!user) return c.json({ error: 'User not found' }, 404);
    const { roles } = (await c.req.json()) as { roles: UserDirectory['users'][number]['roles'] };
    // The story's signed-in admin is Ada (id 1).
    if (user.id === '1' && !roles.includes('admin')) {
      return c.json({ error: 'You cannot remove your own admin role: another admin has to do it' }, 409);
    }
    user.roles = [...roles].sort();
    return c.json({ data: user });
  });
  return createContentClient({
    csrfToken: () => 'story-csrf',
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(new URL(String(input), 'http://storybook.local'), init))),
  });
}

function UsersStory({ directory }: { directory: UserDirectory | 'fail' }) {
  const [client] = useState(() => storyClient(directory));
  return <UsersScreen client={client} />;
}

const meta = { title: 'Editor/UsersScreen', component: UsersStory } satisfies Meta<typeof UsersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in sign-in: roles are ticked and saved here. */
export const EmbeddedProvider: Story = { args: { directory: embedded } };

/** An external issuer: roles are read-only, managed there. */
export const ExternalIssuer: Story = { args: { directory: external } };

/** An external issuer nobody has signed in through yet. */
export const NobodySignedIn: Story = { args: { directory: { ...external, users: [] } } };

export const LoadFailed: Story = { args: { directory: 'fail' } };
