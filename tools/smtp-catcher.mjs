// @ts-check
/**
 * A local SMTP server that keeps what it receives, for the browser tests and benches: the
 * `smtp-server` package accepts (no TLS, no login), `mailparser` reads, and a small HTTP endpoint
 * gives the caught mails back as JSON (GET /mails?to=<address>, DELETE /mails). Never for real mail.
 */
import http from 'node:http';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, keep?: boolean }} options
 *   keep: false stores only a count (benches: thousands of mails).
 */
export async function startSmtpCatcher({ smtpPort = 0, httpPort, host = '127.0.0.1', keep = true } = {}) {
  /** @type {{ to: string, subject: string, text: string, html: string, messageId: string, headers: Record<string, string>, at: number }[]} */
  const mails = [];
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      if (!keep) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          count += 1;
          callback();
        });
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          count += 1;
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          /** @type {Record<string, string>} */
          const headers = {};
          // Unfolded, as a mail program reads them.
          for (const { key, line } of parsed.headerLines)
            headers[key] = line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n[ \t]+/g, ' ')
              .trim();
          mails.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers,
            at: Date.now(),
          });
          callback();
        },
        (/** @type {Error} */ error) => callback(error),
      );
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, host, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (smtp.server.address());

  let web;
  if (httpPort !== undefined) {
    web = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://catcher');
      if (url.pathname !== '/mails') {
        res.writeHead(404).end();
        return;
      }
      if (req.method === 'DELETE') {
        mails.length = 0;
        res.writeHead(204).end();
        return;
      }
      const to = url.searchParams.get('to');
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails));
    });
    await new Promise((resolve) => web.listen(httpPort, host, () => resolve(undefined)));
  }
  return {
    smtpUrl: `smtp://${host}:${address.port}`,
    mails,
    count: () => count,
    close: async () => {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
      if (web) await new Promise((resolve) => web.close(() => resolve(undefined)));
    },
  };
}

// Run on its own (tools/README.md): `node tools/smtp-catcher.mjs [smtpPort] [httpPort]`.
if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const [smtpPort = '2525', httpPort = '2526'] = process.argv.slice(2);
  const catcher = await startSmtpCatcher({ smtpPort: Number(smtpPort), httpPort: Number(httpPort) });
  console.log(
    `SMTP_URL=${catcher.smtpUrl}   (caught mails: http://127.0.0.1:${httpPort}/mails?to=<address>; Ctrl-C stops)`,
  );
  process.on('SIGINT', () => void catcher.close().then(() => process.exit(0)));
}
