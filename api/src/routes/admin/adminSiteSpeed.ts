/**
 * The console's "Site speed" (issue 51; admin and ir, the `siteSpeed` area):
 *   GET /admin/site-speed?page=&layout=&visitorLang=&navigation=[&format=csv]
 *       each metric's p75 over the last 28 days and per day, its rating, sample counts and chart
 *       geometry; format=csv: one line per day and metric. `lang` stays the messages' language.
 *   GET /admin/browser-errors   browser errors of the last 28 days by message, section and version, newest first
 */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { FIELD_LAYOUTS, FIELD_NAVIGATIONS, FIELD_PAGES, type SiteSpeedFilter } from '@azi/shared/api/schemas/fieldData';
import { LANGS } from '@azi/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { readErrorGroups } from '../../fieldData/fieldDataStore';
import { dayRange, siteSpeed, siteSpeedCsv, SITE_SPEED_DAYS } from '../../fieldData/siteSpeed';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const filterQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lang: { type: 'string', enum: LANGS },
    page: { type: 'string', enum: FIELD_PAGES },
    layout: { type: 'string', enum: FIELD_LAYOUTS },
    visitorLang: { type: 'string', enum: LANGS },
    navigation: { type: 'string', enum: FIELD_NAVIGATIONS },
    format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
  },
} as const;

const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };

export async function adminSiteSpeedRoutes(admin: FastifyInstance, { db, clock }: Services): Promise<void> {
  const config = { area: 'siteSpeed' as const };

  admin.get<{ Querystring: SiteSpeedFilter & { format: 'json' | 'csv' } }>(
    '/admin/site-speed',
    { config, schema: { querystring: filterQuery, response: errors } },
    async (request, reply) => {
      const { page, layout, visitorLang, navigation, format } = request.query;
      const filter = { page, layout, visitorLang, navigation };
      const answer = await siteSpeed(db, clock(), filter);
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="site-speed-${answer.from}-to-${answer.to}.csv"`)
          .send(siteSpeedCsv(answer, filter));
      }
      return ok(answer);
    },
  );

  admin.get(
    '/admin/browser-errors',
    {
      config,
      schema: {
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: LANGS } } },
        response: errors,
      },
    },
    async () => {
      const [from] = dayRange(clock(), SITE_SPEED_DAYS);
      return ok({ from, list: await readErrorGroups(db, from!) });
    },
  );
}
