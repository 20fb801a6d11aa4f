// The outbox's e-mails (lead notifications to the team, confirmations to the visitor) through
// nodemailer. The sender is the `mail.from` forms setting, read when the mail goes out.
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.js';
import { readFormsSettings } from './forms.js';
import { DeliveryError, type DeliveryOutcome, type DeliveryRow } from './outbox.js';

export const DEFAULT_MAIL_FROM = 'Forecourt <no-reply@localhost>';

/**
 * Without `SMTP_URL` nothing can send mail: such rows are marked delivered with this note in
 * their target, so the outbox worker stops on them and /admin → Outbox shows each mail (its
 * recipients, subject and text) as kept there for someone to read, instead of a pending row
 * retried for ever or a failure nobody can fix.
 */
export const KEPT_IN_OUTBOX = 'kept in outbox (SMTP_URL not set)';

/** What intake writes for a notification or confirmation row. */
export interface MailPayload {
  to: string[];
  subject: string;
  text: string;
  reply_to?: string;
}

export function mailOf(payload: Record<string, unknown>): MailPayload | null {
  const { to, subject, text, reply_to } = payload;
  if (!Array.isArray(to) || !to.every((address) => typeof address === 'string')) return null;
  if (typeof subject !== 'string' || typeof text !== 'string') return null;
  return { to, subject, text, ...(typeof reply_to === 'string' && reply_to ? { reply_to } : {}) };
}

export interface Mailer {
  send(row: DeliveryRow): Promise<DeliveryOutcome>;
  close(): void;
}

/** `smtpUrl` (e.g. smtp://user:pass@mail.example:587) sends; none keeps mails in the outbox. */
export function createMailer(db: Database, smtpUrl: string | undefined): Mailer {
  // Bounded waits (nodemailer's own are minutes): a mail server that hangs fails the attempt well
  // within the outbox claim's lease, and the row is retried later.
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 })
    : null;
  return {
    async send(row) {
      const mail = mailOf(row.payload);
      if (!mail || mail.to.length === 0) throw new DeliveryError('The mail has no recipient or no subject');
      if (!transport) {
        return { target: row.target.endsWith(KEPT_IN_OUTBOX) ? row.target : `${row.target} — ${KEPT_IN_OUTBOX}` };
      }
      const settings = await readFormsSettings(db, ['mail.from']);
      await transport.sendMail({
        from: settings['mail.from'] ?? DEFAULT_MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      });
      return {};
    },
    close() {
      transport?.close();
    },
  };
}
