/**
 * A real SMTP server for the tests (the `smtp-server` package receiving, `mailparser` reading):
 * it keeps every message it accepted, and can be told to refuse for a while.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Map<string, unknown>;
  /** Raw header lines, as sent. */
  headerLines: readonly { key: string; line: string }[];
}

export interface SmtpCatcher {
  url: string;
  port: number;
  mails: CaughtMail[];
  /** Messages accepted so far (kept or not). */
  count(): number;
  /** Refuse the next messages with a temporary error (451) until told otherwise. */
  refuse(on: boolean): void;
  /** How many messages were refused (to this recipient, when given). */
  refused(to?: string): number;
  /** The first mail to `to` caught from now on or already caught and not yet taken. */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

export interface CatcherOptions {
  /** false: count messages without parsing or keeping them (throughput benches). */
  keep?: boolean;
  /** Called right after each acceptance is answered (api/bench/outboxKill.ts dies at that moment). */
  onAccepted?: (count: number) => void;
}

export async function startSmtpCatcher(
  port = 0,
  host = '127.0.0.1',
  { keep = true, onAccepted }: CatcherOptions = {},
): Promise<SmtpCatcher> {
  let count = 0;
  const mails: CaughtMail[] = [];
  let refusing = false;
  const refusedTo: string[] = [];
  const taken = new Set<CaughtMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          refusedTo.push(...session.envelope.rcptTo.map((r) => r.address));
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        if (!keep) {
          count += 1;
          callback();
          onAccepted?.(count);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed: ParsedMail) => {
            const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
            mails.push({
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              headers: parsed.headers,
              headerLines: parsed.headerLines,
            });
            count += 1;
            callback();
            onAccepted?.(count);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host}:${actual}`,
    port: actual,
    mails,
    count: () => count,
    refuse: (on) => {
      refusing = on;
    },
    refused: (to) => (to ? refusedTo.filter((r) => r === to).length : refusedTo.length),
    async next(to, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to === to && !taken.has(m));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > until) throw new Error(`no mail to ${to}; caught: ${mails.map((m) => m.to).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, caught ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return mails;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first https link in a text that contains `part`. */
export function linkIn(text: string, part: string): string {
  const found = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!found) throw new Error(`no link with ${part} in:\n${text}`);
  return found;
}

/** The API options of an alerts test: mail to `smtp`, the clock the test moves, quick sweeps and sends. */
export function alertsTestOptions(smtp: SmtpCatcher, clock: () => Date) {
  return {
    smtpUrl: smtp.url,
    mailFrom: 'Autozi IR <ir-alerts@example.org>',
    publicUrl: 'https://www.example.org',
    clock,
    alertsLimitPerMinute: 1000,
    alertSweepMs: 100,
    outbox: { pollMs: 100, retryBaseMs: 300, maxAttempts: 3 },
  };
}
