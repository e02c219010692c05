/**
 * The one way mail leaves the API: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in
 * the URL). Without SMTP_URL there is no mailer: mails stay in the outbox, where staff read them
 * in the console, so the feature works on a machine with nothing else installed.
 */
import nodemailer from 'nodemailer';
import type { OutboxMail } from './outbox';

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects with its answer otherwise. */
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

/** How long one SMTP conversation may take; the outbox lease is longer (outboxWorker.ts). */
export const SMTP_TIMEOUT_MS = 30_000;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        // The row's own id: a copy that re-sends after an unknown outcome sends the same message,
        // which mail systems can recognise as a duplicate (docs/decisions/014-mail-outbox.md).
        messageId: mail.messageId,
        headers: mail.headers,
      });
    },
    close: () => transport.close(),
  };
}
