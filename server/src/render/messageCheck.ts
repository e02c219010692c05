import { REMOTE_NAMES } from '@azi/shared/routing/sitePages';
import { type Answer, type ApiCall, type FromWorker, type Job, MAX_DATA_CHARS, MAX_HTML_CHARS } from './protocol';

/**
 * A worker's message as the site server may use it, or why it may not: every message a worker
 * sends is untrusted input (the worker has run a team's code). A message that is not exactly one
 * of the protocol's, with fields of the right types and sizes, stops its worker; nothing here
 * throws, whatever the value.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

const MAX_TEXT = 2000;
const MAX_LIST = 100;
const MAX_HEADERS = 20;
const MAX_URL = 4096;
const MAX_BODY = 64 * 1024;

type Plain = Record<string, unknown>;

/** A plain object (JSON gives no other kind, but the check does not rely on where a value came from). */
function isPlain(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;
const isOptionalText = (value: unknown, max = MAX_TEXT) => value === undefined || isText(value, max);
const isTextList = (value: unknown, max = MAX_TEXT): value is string[] =>
  Array.isArray(value) && value.length <= MAX_LIST && value.every((item) => isText(item, max));

/** Only the keys named, each with a value that passes its test (a missing optional key is undefined). */
function fieldsAre(value: Plain, fields: Record<string, (field: unknown) => boolean>): boolean {
  for (const key of Object.keys(value)) if (!(key in fields)) return false;
  return Object.entries(fields).every(([key, test]) => test(value[key]));
}

function isApiCall(value: unknown): value is ApiCall {
  if (!isPlain(value)) return false;
  return fieldsAre(value, {
    method: (method) => isText(method, 10),
    url: (url) => isText(url, MAX_URL),
    headers: (headers) =>
      isPlain(headers) &&
      Object.keys(headers).length <= MAX_HEADERS &&
      Object.entries(headers).every(([name, text]) => name.length <= 100 && isText(text, 1000)),
    body: (body) => isOptionalText(body, MAX_BODY),
  });
}

/** One entry of a page's data: an API answer (any JSON) or a failure with its status and message. */
function isSettled(value: unknown): boolean {
  if (!isPlain(value)) return false;
  if (value.status === 'ready') return fieldsAre(value, { status: () => true, data: () => true });
  if (value.status !== 'failed' || !isPlain(value.error)) return false;
  const error = value.error;
  return (
    fieldsAre(value, { status: () => true, error: () => true }) &&
    fieldsAre(error, { status: (status) => Number.isInteger(status), message: (message) => isText(message) })
  );
}

const isRemoteName = (value: unknown) =>
  typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);

function checkRenderAnswer(answer: Plain): string | undefined {
  if (typeof answer.html !== 'string') return 'its html is not text';
  if (answer.html.length > MAX_HTML_CHARS) return `its html is longer than ${MAX_HTML_CHARS} characters`;
  if (
    !isPlain(answer.data) ||
    Object.keys(answer.data).length > MAX_LIST ||
    !Object.values(answer.data).every(isSettled)
  )
    return 'its data is not a list of API answers';
  // The data goes into the page's boot block as JSON: its size there is what counts.
  if (JSON.stringify(answer.data).length > MAX_DATA_CHARS)
    return `its data is longer than ${MAX_DATA_CHARS} characters`;
  const fine = fieldsAre(answer, {
    kind: () => true,
    html: () => true,
    data: () => true,
    rendered: (rendered) => typeof rendered === 'boolean',
    status: (status) => status === undefined || Number.isInteger(status),
    title: (title) => isOptionalText(title),
    description: (description) => isOptionalText(description),
    errors: (errors) => isTextList(errors),
    remoteErrors: (errors) =>
      Array.isArray(errors) &&
      errors.length <= MAX_LIST &&
      errors.every(
        (item) => isPlain(item) && fieldsAre(item, { remote: isRemoteName, message: (message) => isText(message) }),
      ),
    stylesheets: (sheets) => isTextList(sheets, 500),
    stylesheetTwins: (sheets) => isTextList(sheets, 500),
  });
  return fine ? undefined : 'its fields are not those of a render answer';
}

/** The answer to a job of kind `kind`, checked. */
export function checkAnswer(kind: Job['kind'], answer: unknown): Checked<Answer> {
  if (!isPlain(answer) || answer.kind !== kind) return { ok: false, problem: `the answer to a ${kind} job is not one` };
  let problem: string | undefined;
  if (kind === 'render') problem = checkRenderAnswer(answer);
  else if (kind === 'shell') {
    const fine =
      answer.loaded === false
        ? fieldsAre(answer, { kind: () => true, loaded: () => true })
        : answer.loaded === true &&
          fieldsAre(answer, {
            kind: () => true,
            loaded: () => true,
            sharedModules: (modules) =>
              Array.isArray(modules) && modules.length <= 1000 && modules.every((item) => isText(item, 300)),
            federationRuntimeVersion: (version) => isOptionalText(version, 50),
          });
    problem = fine ? undefined : 'its fields are not those of a shell answer';
  } else {
    problem = fieldsAre(answer, { kind: () => true, problem: (text) => isOptionalText(text) })
      ? undefined
      : 'its fields are not those of a load answer';
  }
  return problem ? { ok: false, problem } : { ok: true, value: answer as unknown as Answer };
}

/**
 * A message from a worker, checked for shape (a `done` answer's fields are checked against the
 * job it answers by the receiver, which knows the job's kind: see checkAnswer).
 */
export function checkFromWorker(message: unknown): Checked<FromWorker> {
  if (!isPlain(message)) return { ok: false, problem: 'a message that is not an object' };
  switch (message.type) {
    case 'ready':
      return fieldsAre(message, { type: () => true })
        ? { ok: true, value: { type: 'ready' } }
        : { ok: false, problem: 'a malformed ready message' };
    case 'done':
      return fieldsAre(message, { type: () => true, id: isId, answer: isPlain })
        ? { ok: true, value: message as unknown as FromWorker }
        : { ok: false, problem: 'a malformed answer' };
    case 'failed':
      return fieldsAre(message, { type: () => true, id: isId, message: (text) => isText(text) })
        ? { ok: true, value: message as unknown as FromWorker }
        : { ok: false, problem: 'a malformed failure' };
    case 'api':
      return fieldsAre(message, { type: () => true, id: isId, job: isId, call: isApiCall })
        ? { ok: true, value: message as unknown as FromWorker }
        : { ok: false, problem: 'a malformed API call' };
    default:
      return { ok: false, problem: 'a message of no known type' };
  }
}
