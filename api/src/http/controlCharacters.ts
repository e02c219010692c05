/**
 * PostgreSQL text cannot hold a NUL byte (the query fails, which was a 500), and the other C0
 * control characters have no place in a keyword, a name or a title: they hide text in the
 * leads export and in the admin's screens. Every string in the params, query and body is checked
 * before validation and refused with a 400 naming the field. A route lists in
 * `config.multilineFields` the body fields whose text may span lines: tab, CR and LF pass there.
 */
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './envelope';
import { API_MESSAGES } from './messages';
import { requestLang } from './requestLang';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level body fields that hold multi-line text (a message, a summary, an article). */
    multilineFields?: readonly string[];
  }
}

const ANY_CONTROL = /[\u0000-\u001f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The dotted path of the first string under `value` that has a forbidden character. */
/** Real inputs are two levels deep; a body nested deeper is refused rather than walked (no stack overflow). */
const MAX_DEPTH = 8;

class TooDeep extends Error {
  constructor(readonly path: string) {
    super('nested too deeply');
  }
}

function findControl(value: unknown, path: string, pattern: RegExp, depth = 0): string | undefined {
  if (typeof value === 'string') return pattern.test(value) ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) throw new TooDeep(path || 'body');
  for (const [key, inner] of Object.entries(value)) {
    const found = findControl(inner, path ? `${path}.${key}` : key, pattern, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function firstControlField(
  request: { params: unknown; query: unknown; body: unknown },
  multiline: ReadonlySet<string>,
): string | undefined {
  const fromUrl = findControl(request.params, '', ANY_CONTROL) ?? findControl(request.query, '', ANY_CONTROL);
  if (fromUrl) return fromUrl;
  const body = request.body;
  // A binary upload (a PDF) is bytes, not text; walking its entries would take minutes.
  if (body instanceof Uint8Array) return undefined;
  // A text body (a CSV) is one field named `body`: multi-line when the route says so.
  if (!body || typeof body !== 'object')
    return findControl(body, 'body', multiline.has('body') ? CONTROL_EXCEPT_LINES : ANY_CONTROL);
  for (const [key, value] of Object.entries(body)) {
    const found = findControl(value, key, multiline.has(key) ? CONTROL_EXCEPT_LINES : ANY_CONTROL);
    if (found) return found;
  }
  return undefined;
}

export function rejectControlCharacters(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    let found: string | undefined;
    try {
      found = firstControlField(request, new Set(request.routeOptions.config.multilineFields ?? []));
    } catch (error) {
      if (!(error instanceof TooDeep)) throw error;
      const t = API_MESSAGES[requestLang(request)];
      throw new ApiHttpError(400, `${t.invalidParam}: ${error.path}`, { [error.path]: 'tooDeep' });
    }
    if (!found) return;
    // A parameter's own name may carry the character too; the message must not.
    const field = found.replace(/[\u0000-\u001f]/g, '?');
    const t = API_MESSAGES[requestLang(request)];
    throw new ApiHttpError(400, `${t.invalidParam}: ${field} ${t.controlCharacter}`, { [field]: 'controlCharacter' });
  });
}
