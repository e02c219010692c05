/**
 * The console's e-mail alerts (issue 24; roles ir and admin):
 *   GET    /admin/alerts/subscribers            list (status, category, subscriberLang, email filters) and counts
 *                                               per category and language; format=csv: every match, as CSV
 *   DELETE /admin/alerts/subscribers/:id        delete on request (its queued mail goes too)
 *   GET    /admin/alerts/outbox                 every mail with its status (format: no bodies)
 *   GET    /admin/alerts/outbox/:id             one mail's text, as sent but with every link's token
 *                                               hidden (password-reset mails: admins only)
 * Subscribers are personal data: reads, exports and deletions are audited.
 */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { LANGS } from '@azi/shared/i18n/languages';
import { ALERT_CATEGORIES, type AlertCategory } from '@azi/shared/validation/alertSubscription';
import type { Lang } from '@azi/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { countSubscribers, listOutbox, listSubscribers, readOutboxMail } from '../../alerts/alertsAdminRepository';
import { redactMailLinks } from '../../alerts/redactMailLinks';
import { deleteSubscriber } from '../../alerts/subscriberStore';
import { writeAudit } from '../../console/auditLog';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import { CSV_BOM, csvCell } from '../../leads/leadsCsv';
import type { Services } from '../../services';
import { actorOf, logAdminWrite } from './adminAuth';

const paging = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
} as const;
const subscriberQuery = {
  type: 'object',
  properties: {
    ...paging,
    status: { type: 'string', enum: ['pending', 'confirmed'] },
    category: { type: 'string', enum: ALERT_CATEGORIES },
    // The subscriber's language, never `lang`: that is the language of the console's messages,
    // sent with every call, and a filter by it hid every subscriber of the other two languages.
    subscriberLang: { type: 'string', enum: LANGS },
    lang: { type: 'string', enum: LANGS },
    email: { type: 'string', maxLength: 254 },
    format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
  },
} as const;
const outboxQuery = {
  type: 'object',
  properties: { ...paging, status: { type: 'string', enum: ['pending', 'sending', 'sent', 'failed'] } },
} as const;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } },
} as const;
const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };

interface SubscriberQuery {
  pageNo: number;
  pageSize: number;
  status?: 'pending' | 'confirmed';
  category?: AlertCategory;
  subscriberLang?: Lang;
  lang?: Lang;
  email?: string;
  format: 'json' | 'csv';
}

const CSV_COLUMNS = [
  'id',
  'email',
  'lang',
  'categories',
  'status',
  'consentAt',
  'consentAddress',
  'consentVersion',
  'confirmedAt',
] as const;

export async function adminAlertRoutes(api: FastifyInstance, { db }: Services): Promise<void> {
  const config = { area: 'alerts' as const };

  api.get<{ Querystring: SubscriberQuery }>(
    '/admin/alerts/subscribers',
    { config, schema: { querystring: subscriberQuery, response: errors } },
    async (request, reply) => {
      const { pageNo, pageSize, format, lang: _messagesLang, ...filter } = request.query;
      // The CSV is the whole list the filter matches (a list of addresses, not of documents): one file.
      const { list, total } =
        format === 'csv'
          ? await listSubscribers(db, filter, 1_000_000, 0)
          : await listSubscribers(db, filter, pageSize, (pageNo - 1) * pageSize);
      await writeAudit(db, actorOf(request), {
        action: format === 'csv' ? 'alerts.export' : 'alerts.read',
        contentType: 'alerts',
        summary: `page ${pageNo} of ${pageSize}, ${list.length} subscribers`,
      });
      if (format === 'csv') {
        const rows = list
          .map(
            (s) =>
              `${CSV_COLUMNS.map((c) => csvCell(c === 'categories' ? s.categories.join(' ') : s[c])).join(',')}\r\n`,
          )
          .join('');
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="alert-subscribers.csv"')
          .send(CSV_BOM + `${CSV_COLUMNS.join(',')}\r\n` + rows);
      }
      return ok({ list, total, pageNo, pageSize, counts: await countSubscribers(db) });
    },
  );

  api.delete<{ Params: { id: number } }>(
    '/admin/alerts/subscribers/:id',
    { config, schema: { params: idParams, response: errors } },
    async (request) => {
      const { id } = request.params;
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ email: string }>('select email from subscriber where id = $1', [id]);
        if (!row || !(await deleteSubscriber(tx, id))) return false;
        // The audit names the row, not the address: the point of the deletion is that it is gone.
        await writeAudit(tx, actorOf(request), {
          action: 'alerts.deleteSubscriber',
          contentType: 'alerts',
          targetId: id,
          summary: 'subscriber and its queued mail deleted on request',
        });
        return true;
      });
      if (!deleted) throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
      logAdminWrite(request, id);
      return ok({ id });
    },
  );

  api.get<{ Querystring: { pageNo: number; pageSize: number; status?: string } }>(
    '/admin/alerts/outbox',
    { config, schema: { querystring: outboxQuery, response: errors } },
    async (request) => {
      const { pageNo, pageSize, status } = request.query;
      return ok({ ...(await listOutbox(db, status, pageSize, (pageNo - 1) * pageSize)), pageNo, pageSize });
    },
  );

  api.get<{ Params: { id: number } }>(
    '/admin/alerts/outbox/:id',
    { config, schema: { params: idParams, response: errors } },
    async (request) => {
      const mail = await readOutboxMail(db, request.params.id);
      if (!mail) throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
      // A password-reset mail is an admin's to read (who may reset passwords anyway).
      if (mail.kind === 'passwordReset' && request.consoleUser?.role !== 'admin') {
        return ok({ ...mail, textBody: '', htmlBody: '', headers: '', hidden: true });
      }
      // Whatever the kind and the role: the links keep their address, never their token (a confirm
      // or manage link would let staff act for a subscriber, a reset link take over an account).
      return ok({
        ...mail,
        textBody: redactMailLinks(mail.textBody),
        htmlBody: redactMailLinks(mail.htmlBody),
        headers: redactMailLinks(mail.headers),
        hidden: false,
      });
    },
  );
}
