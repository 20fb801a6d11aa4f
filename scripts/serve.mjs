#!/usr/bin/env node
// `npm start` ends here (after install and build): starts the content service (which migrates
// and seeds the embedded database) and the site, then prints where to go and how to sign in.
import { startStack } from './lib/stack.mjs';

const port = Number(process.env.PORT ?? 3000);
const contentPort = Number(process.env.CONTENT_PORT ?? 4000);

const stack = await startStack({ port, contentPort }).catch((error) => {
  console.error(`Forecourt could not start: ${error.message}`);
  process.exit(1);
});

console.log(`
Forecourt is running at ${stack.url}

  Site    ${stack.url}/
  Editor  ${stack.url}/cms
  Admin   ${stack.url}/admin
  API     ${stack.url}/api/openapi.json

Seeded sign-in accounts (embedded OpenID provider${process.env.OIDC_ISSUER ? ' — not used: OIDC_ISSUER is set' : ''}):
  admin@forecourt.test    forecourt-admin     admin + editor
  editor@forecourt.test   forecourt-editor    editor
  visitor@forecourt.test  forecourt-visitor   no role (sees the no-permissions screen)

Database: ${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `embedded PGlite in ${process.env.DATA_DIR ?? '.data'}/db`}. Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stack.stop().then(() => process.exit(0)));
}
