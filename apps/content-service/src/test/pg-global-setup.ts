import postgres from 'postgres';

/** Fails `test:pg` loudly instead of skipping when no PostgreSQL server is given. */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'test:pg needs DATABASE_URL pointing at a PostgreSQL server, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg',
    );
  }
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await sql`select current_setting('server_version') as version`;
    // One line of context in the run output: which server the API tests ran against.
    console.log(`test:pg: PostgreSQL ${row?.version} at ${new URL(url).host}`);
  } catch (error) {
    throw new Error(`test:pg cannot reach DATABASE_URL (${new URL(url).host}): ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    await sql.end();
  }
}
