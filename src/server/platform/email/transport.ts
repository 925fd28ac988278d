import { createTransport } from 'nodemailer';
import { env } from '@/server/platform/env';

/**
 * How the outbox hands a message over (src/server/platform/email/outbox.ts).
 *
 * With `SMTP_URL` set, `mailTransport()` is nodemailer over SMTP and the outbox delivers every
 * pending row through it, retrying with backoff. Without it there is no transport at all:
 * nothing pretends to send, delivery never runs, and rows stay `pending` in the outbox table,
 * which is then itself the record of the mail (the operator page shows it). Setting `SMTP_URL`
 * later delivers the backlog. No third state such as "held" is needed: `pending` already means
 * "not handed to a mail server yet", which is the truth.
 */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  /** The plain-text alternative of `html`. */
  text: string;
}

export interface MailTransport {
  /** Resolves once the mail server accepted the message; rejects otherwise (the outbox retries). */
  send(message: MailMessage): Promise<void>;
}

/** nodemailer over SMTP, e.g. `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpTransport(url: string, from: string): MailTransport {
  // Short timeouts: a hung server fails the attempt and the outbox retries later (its claim lease is longer).
  const transporter = createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
    },
  };
}

let cached: { url: string; transport: MailTransport } | null = null;

/** The configured transport: SMTP when `SMTP_URL` is set, else null (mail stays in the outbox). */
export function mailTransport(): MailTransport | null {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return null;
  if (cached?.url !== SMTP_URL) cached = { url: SMTP_URL, transport: smtpTransport(SMTP_URL, MAIL_FROM) };
  return cached.transport;
}
