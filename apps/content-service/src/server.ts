import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { countRequestBodies, serveWithBodyLimits } from '@forecourt/api-client/node';
import compression from 'compression';
import { createApp } from './app.js';
import { createOidcClient } from './auth/oidc-client.js';
import { createEmbeddedProvider } from './auth/provider.js';
import { createUserDirectory } from './services/users.js';
import { persistentSecret, randomSecret } from './auth/secrets.js';
import { createSessionStore } from './auth/sessions.js';
import { createSignInThrottle, type SignInThrottlePolicy } from './auth/sign-in-throttle.js';
import type { ServiceContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { trustedProxies } from './lib/client-address.js';
import { seedDatabase } from './seed/index.js';
import { createAuditService } from './services/audit.js';
import { createBreadcrumbReader } from './services/breadcrumbs.js';
import { createChangeFeed } from './services/changes.js';
import { createFormService, formIdsOf, readPublicForms } from './services/forms.js';
import { createLeadIntakeConfig, type LeadRateLimit } from './services/leads.js';
import { createMediaService } from './services/media.js';
import { createMetaheadService } from './services/metaheads.js';
import { createCrm } from './services/crm.js';
import { createLeadExportService } from './services/lead-exports.js';
import { createMailer } from './services/mailer.js';
import { createNavService } from './services/nav.js';
import { createOfferService } from './services/offers.js';
import { createOutbox, outboxPolicy, type OutboxPolicy } from './services/outbox.js';
import { createPageService } from './services/pages.js';
import { createRetention } from './services/retention.js';
import { createPageScheduler } from './services/page-scheduler.js';
import { closeSassCompiler } from './services/sass-compiler.js';
import { createSettingService } from './services/settings.js';

export interface ContentServiceOptions {
  /** Defaults to `CONTENT_PORT`, else 4000. 0 picks a free port. */
  port?: number;
  /** Defaults to `CONTENT_HOST`, else 127.0.0.1. */
  host?: string;
  /** Browser-visible origin. Defaults to `PUBLIC_URL`, else `http://localhost:${PORT ?? 3000}`. */
  publicUrl?: string;
  /** Defaults to `DATA_DIR`, else `<repo root>/.data`. PGlite lives in `<dataDir>/db`, image renditions in `<dataDir>/media`. */
  dataDir?: string;
  /** PostgreSQL URL. Defaults to `DATABASE_URL`; unset means embedded PGlite. */
  databaseUrl?: string;
  /** Seed the demo site into an empty database. Defaults to true. */
  seed?: boolean;
  /** Use an in-memory PGlite database (tests), ignoring `databaseUrl`/`DATABASE_URL`. Defaults to false. */
  inMemory?: boolean;
  /** How failed sign-ins are throttled. Defaults to `DEFAULT_SIGN_IN_THROTTLE` (tests shorten the waits). */
  signInThrottle?: SignInThrottlePolicy;
  /** Lead posts per client and form. Defaults to `DEFAULT_LEAD_RATE_LIMIT` (10 a minute). */
  leadRateLimit?: LeadRateLimit;
  /** reCAPTCHA's siteverify. Defaults to `RECAPTCHA_VERIFY_URL`, else Google's. */
  recaptchaVerifyUrl?: string;
  /**
   * The lead outbox's worker: its policy over `OUTBOX_MAX_ATTEMPTS`/`OUTBOX_BACKOFF_MS` and the
   * defaults; `start: false` leaves it stopped (tests call `ctx.outbox.runOnce()`).
   */
  outbox?: Partial<OutboxPolicy> & { start?: boolean };
  /** Where lead e-mails go out. Defaults to `SMTP_URL`; unset keeps them in the outbox. */
  smtpUrl?: string;
}

export interface ContentService {
  url: string;
  close(): Promise<void>;
}

/** A started service with its internals, for tests and tools. */
export interface ContentServer extends ContentService {
  ctx: ServiceContext;
  app: ReturnType<typeof createApp>;
}

/**
 * Compresses answers for the browser (brotli at a quality cheap per request, else gzip); the
 * site's proxy passes them through as they are. The change feed is left alone: a compressor
 * would hold its events back.
 */
const compress = compression({
  threshold: 1024,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (req, res) =>
    !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
    compression.filter(req, res),
});

/** Walks up from this file to the monorepo root (the folder with pnpm-workspace.yaml). */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** Builds every service over an open database (no HTTP). Used by the server and by tests. */
export async function createServices(
  handle: DatabaseHandle,
  config: {
    publicUrl: string;
    dataDir: string;
    internalOrigin: () => string;
    signInThrottle?: SignInThrottlePolicy | undefined;
    leadRateLimit?: LeadRateLimit | undefined;
    recaptchaVerifyUrl?: string | undefined;
    outbox?: Partial<OutboxPolicy> | undefined;
    smtpUrl?: string | undefined;
  },
): Promise<ServiceContext> {
  const { db } = handle;
  const changes = createChangeFeed(handle);
  // Listening before the first request: a subscriber told "ready" hears every later change.
  await changes.start();
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const externalIssuer = process.env.OIDC_ISSUER?.trim();
  const clientId = process.env.OIDC_CLIENT_ID?.trim() || 'forecourt';
  const clientSecret =
    process.env.OIDC_CLIENT_SECRET?.trim() ||
    (externalIssuer ? '' : await persistentSecret(db, 'oidc.client_secret', randomSecret));
  if (externalIssuer && !clientSecret) throw new Error('OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set');
  const redirectUri = `${publicUrl}/auth/callback`;
  const issuer = externalIssuer || `${publicUrl}/oidc`;
  const provider = externalIssuer
    ? null
    : await createEmbeddedProvider({ db, issuer, clientId, clientSecret, redirectUri });
  const mailer = createMailer(db, config.smtpUrl);
  const crm = createCrm(db);
  const leadExports = createLeadExportService(db, config.dataDir);
  const pages = createPageService(db, changes, createBreadcrumbReader(handle, changes), (blocks) => readPublicForms(db, formIdsOf(blocks)));
  return {
    db,
    publicUrl,
    changes,
    pages,
    pageScheduler: createPageScheduler(pages, changes),
    mailer,
    outbox: createOutbox(db, (row) => (row.kind === 'crm' ? crm.send(row) : mailer.send(row)), outboxPolicy(config.outbox)),
    leadExports,
    retention: createRetention(db, leadExports),
    metaheads: createMetaheadService(db, changes),
    settings: createSettingService(db, changes),
    nav: createNavService(db, changes),
    offers: createOfferService(db),
    media: createMediaService(db, config.dataDir, changes),
    forms: createFormService(db, changes),
    leadIntake: createLeadIntakeConfig({ rateLimit: config.leadRateLimit, recaptchaVerifyUrl: config.recaptchaVerifyUrl }),
    audit: createAuditService(db),
    users: createUserDirectory(db, { issuer, embedded: !externalIssuer }),
    sessions: createSessionStore(db),
    oidc: createOidcClient({
      db,
      issuer,
      clientId,
      clientSecret,
      redirectUri,
      ...(provider ? { embeddedOrigin: config.internalOrigin } : {}),
    }),
    provider,
    signInThrottle: createSignInThrottle(config.signInThrottle),
    trustedProxies: trustedProxies(),
  };
}

/**
 * Starts the content service: opens the database, applies migrations, seeds an empty
 * database, then listens. Resolves once it accepts requests.
 */
export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const { url, close } = await createContentServer(options);
  return { url, close };
}

/** `startContentService`, also returning the services and the Hono app. */
export async function createContentServer(options: ContentServiceOptions = {}): Promise<ContentServer> {
  const port = options.port ?? Number(process.env.CONTENT_PORT || 4000);
  const host = options.host ?? process.env.CONTENT_HOST ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? join(repoRoot(), '.data'));
  // inMemory always means embedded PGlite, even when DATABASE_URL is set in the environment.
  const databaseUrl = options.inMemory ? undefined : (options.databaseUrl ?? (process.env.DATABASE_URL || undefined));
  const publicUrl = options.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT || 3000}`;

  const handle = await openDatabase({ dataDir, inMemory: options.inMemory ?? false, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    if (options.seed ?? true) await seedDatabase(handle.db);
    let internalOrigin = '';
    const ctx = await createServices(handle, {
      publicUrl,
      dataDir,
      internalOrigin: () => internalOrigin,
      signInThrottle: options.signInThrottle,
      leadRateLimit: options.leadRateLimit,
      recaptchaVerifyUrl: options.recaptchaVerifyUrl,
      outbox: options.outbox,
      smtpUrl: options.smtpUrl ?? (process.env.SMTP_URL?.trim() || undefined),
    });
    const app = createApp(ctx);
    // Every route's body limit (@forecourt/api-client's table): declared lengths are refused before
    // anything reads them, chunked bodies are counted as the app reads them. The provider's own
    // endpoints read at most 56 KB themselves.
    const honoListener = getRequestListener(countRequestBodies(app.fetch));
    const providerListener = ctx.provider?.callback();

    const server = serveWithBodyLimits(createServer(), (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? '/';
      // The embedded provider owns /oidc except our own sign-in pages (/oidc/interaction/*).
      if (providerListener && /^\/oidc(\/|\?|$)/.test(url) && !url.startsWith('/oidc/interaction/')) {
        // oidc-provider derives its mount path from originalUrl vs url (as under Express).
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
        req.url = url.slice('/oidc'.length) || '/';
        return void providerListener(req, res);
      }
      return void compress(req as never, res as never, () => void honoListener(req, res));
    });
    // Idle keep-alive connections outlive the callers' (the site's and Node's fetch keep theirs
    // about 4 s): otherwise a busy caller can send on a socket this server is closing, and the
    // request fails with ECONNRESET instead of being answered.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolveListen());
    });
    const address = server.address() as AddressInfo;
    const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    internalOrigin = `http://${hostForUrl === '0.0.0.0' ? '127.0.0.1' : hostForUrl}:${address.port}`;
    if (options.outbox?.start ?? true) ctx.outbox.start();
    await ctx.leadExports.resume();
    ctx.retention.start();
    ctx.pageScheduler.start();

    return {
      url: internalOrigin,
      ctx,
      app,
      async close() {
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
        await ctx.outbox.stop();
        await ctx.retention.stop();
        await ctx.pageScheduler.stop();
        await ctx.leadExports.stop();
        ctx.mailer.close();
        await ctx.changes.stop();
        await closeSassCompiler();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

// Started directly (`node dist/server.js`): run until stopped.
const entry = process.argv[1] ? resolve(process.argv[1]) : '';
if (entry && entry === fileURLToPath(import.meta.url)) {
  startContentService().then(
    (service) => {
      console.log(`content-service listening on ${service.url}`);
      const stop = () => void service.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error('content-service failed to start:', error);
      process.exit(1);
    },
  );
}
