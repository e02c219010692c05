/**
 * The API's one error handler and its not-found answers. Every failure becomes the envelope
 * { code, message, errors? } in the request's language; a 5xx never shows what went wrong
 * (that goes to the log, with its stack and the request id).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors, routePattern } from '../metrics/siteMetrics';
import { ApiHttpError } from './envelope';
import { API_MESSAGES, type ApiMessageKey } from './messages';
import { requestLang } from './requestLang';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** 'pageSize' from '/pageSize', or the missing property's name. */
function fieldOf(issue: ValidationIssue): string {
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'request';
}

const STATUS_MESSAGES: Record<number, ApiMessageKey> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  409: 'conflict',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
};

function send(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

export function installErrorHandlers(api: FastifyInstance): void {
  api.setErrorHandler((error: FastifyError | ApiHttpError, request: FastifyRequest, reply: FastifyReply) => {
    const t = API_MESSAGES[requestLang(request)];
    if (error instanceof ApiHttpError) {
      if (error.statusCode >= 500) apiErrors.inc({ route: routePattern(request) });
      reply.headers(error.headers);
      return send(reply, error.statusCode, error.toBody());
    }
    if (error.validation) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation as ValidationIssue[]) errors[fieldOf(issue)] ??= issue.keyword ?? 'invalid';
      const fields = Object.keys(errors).join(', ');
      return send(reply, 400, { code: 400, message: `${t.invalidParam}: ${fields}`, errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // Say what the limit is: the admin's article routes take far more than the public ones.
      const limitKb = Math.floor((request.routeOptions.bodyLimit ?? 0) / 1024);
      const limit = limitKb >= 1024 && limitKb % 1024 === 0 ? `${limitKb / 1024} MB` : `${limitKb} KB`;
      return send(reply, 413, {
        code: 413,
        message: limitKb > 0 ? `${t.payloadTooLarge} (${t.sizeLimit} ${limit})` : t.payloadTooLarge,
      });
    }
    if (status >= 400 && status < 500) {
      return send(reply, status, { code: status, message: t[STATUS_MESSAGES[status] ?? 'badRequest'] });
    }
    request.log.error({ err: error }, 'request failed');
    apiErrors.inc({ route: routePattern(request) });
    return send(reply, 500, { code: 500, message: t.serverError });
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    send(reply, 404, { code: 404, message: API_MESSAGES[requestLang(request)].notFound });
  api.setNotFoundHandler(notFound);
  // Inside the site, the site's own `GET /*` page route would match an unknown API path before
  // any not-found handler does, and answer with an HTML page. This catch-all is more specific
  // than the site's, so the prefix itself and every unknown path under it stay a JSON 404. It
  // answers in onRequest, before a body is read or parsed.
  for (const url of ['', '/*'])
    api.all(url, { onRequest: async (request, reply) => notFound(request, reply) }, async () => undefined);
}
