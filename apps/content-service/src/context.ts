import type Provider from 'oidc-provider';
import type { OidcClient } from './auth/oidc-client.js';
import type { SignInThrottle } from './auth/sign-in-throttle.js';
import type { SessionStore } from './auth/sessions.js';
import type { Database } from './db/client.js';
import type { AuditService } from './services/audit.js';
import type { UserDirectoryService } from './services/users.js';
import type { ChangeFeed } from './services/changes.js';
import type { FormService } from './services/forms.js';
import type { LeadIntakeConfig } from './services/leads.js';
import type { createMediaService } from './services/media.js';
import type { createMetaheadService } from './services/metaheads.js';
import type { createNavService } from './services/nav.js';
import type { LeadExportService } from './services/lead-exports.js';
import type { Mailer } from './services/mailer.js';
import type { createOfferService } from './services/offers.js';
import type { Outbox } from './services/outbox.js';
import type { PageService } from './services/pages.js';
import type { PageScheduler } from './services/page-scheduler.js';
import type { Retention } from './services/retention.js';
import type { createSettingService } from './services/settings.js';

/** Everything a request handler needs; built once per process by `createServices`. */
export interface ServiceContext {
  db: Database;
  publicUrl: string;
  /** Changes visitors see, from every process sharing the database (see services/changes.ts). */
  changes: ChangeFeed;
  pages: PageService;
  /** Applies scheduled publishes and unpublishes at their time (services/page-scheduler.ts). */
  pageScheduler: PageScheduler;
  metaheads: ReturnType<typeof createMetaheadService>;
  settings: ReturnType<typeof createSettingService>;
  nav: ReturnType<typeof createNavService>;
  offers: ReturnType<typeof createOfferService>;
  media: ReturnType<typeof createMediaService>;
  /** Forms admins build and pages show (services/forms.ts). */
  forms: FormService;
  /** How lead posts are throttled and reCAPTCHA tokens verified (services/leads.ts). */
  leadIntake: LeadIntakeConfig;
  /** Who changed what (settings, metaheads, navigation, pages, media); see services/audit.ts. */
  audit: AuditService;
  /** Users and roles as the sign-in provider gives them (services/users.ts). */
  users: UserDirectoryService;
  sessions: SessionStore;
  oidc: OidcClient;
  /** Failed sign-ins per account and client address (back-off, never a lock-out). */
  signInThrottle: SignInThrottle;
  /** Proxies whose `X-Forwarded-For` names the client (see lib/client-address.ts). */
  trustedProxies: ReadonlySet<string>;
  /** The lead outbox's worker: delivers lead e-mails and CRM calls with retries (services/outbox.ts). */
  outbox: Outbox;
  /** Sends the outbox's e-mails (SMTP_URL), or keeps them in the outbox. */
  mailer: Mailer;
  /** Background CSV/XLSX exports of leads, one at a time, files under `<dataDir>/exports`. */
  leadExports: LeadExportService;
  /** Deletes leads past their form's retention, old idempotency answers and old exports (hourly). */
  retention: Retention;
  /** The embedded provider, when no external issuer is configured. */
  provider: Provider | null;
}
