/**
 * Accounts, for admins: list, add, change role, disable and re-enable, reset a password. The
 * last active admin can be neither disabled nor given another role (409). A password left out
 * is generated and answered once.
 */
import type { Static } from '@azi/shared/api/json-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findAccount,
  findAccountByEmail,
  insertAccount,
  listAccounts,
  lockActiveAdmins,
  setDisabled,
  setPassword,
  setRole,
} from '../../console/accountRepository';
import { writeAudit } from '../../console/auditLog';
import { generatePassword, hashPassword, passwordProblem } from '../../console/passwords';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import type { Services } from '../../services';
import { actorOf, logAdminWrite } from './adminAuth';
import { idParamsSchema } from './adminSchemas';
import {
  accountChangeBodySchema,
  accountListResponses,
  accountResponses,
  newAccountBodySchema,
  passwordResetBodySchema,
} from './consoleSchemas';

type NewAccount = Static<typeof newAccountBodySchema>;
type AccountChange = Static<typeof accountChangeBodySchema>;
type PasswordReset = Static<typeof passwordResetBodySchema>;
type IdParams = Static<typeof idParamsSchema>;

const config = { area: 'accounts' } as const;

/** The password given, checked against the rules, or a generated one (then also answered). */
function choosePassword(
  request: FastifyRequest,
  given: string | undefined,
  email: string,
): { password: string; generated: boolean } {
  if (given === undefined) return { password: generatePassword(), generated: true };
  const problem = passwordProblem(given, email);
  if (problem) throw new ApiHttpError(400, API_MESSAGES[requestLang(request)].passwordRules, { password: problem });
  return { password: given, generated: false };
}

export async function adminAccountRoutes(api: FastifyInstance, { db }: Services): Promise<void> {
  const notFound = (request: FastifyRequest) => new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);

  api.get('/admin/accounts', { config, schema: { response: accountListResponses } }, async () =>
    ok({ list: await listAccounts(db) }),
  );

  api.post<{ Body: NewAccount }>(
    '/admin/accounts',
    { config, schema: { body: newAccountBodySchema, response: accountResponses } },
    async (request, reply) => {
      const { email, role } = request.body;
      const { password, generated } = choosePassword(request, request.body.password, email);
      if (await findAccountByEmail(db, email))
        throw new ApiHttpError(409, API_MESSAGES[requestLang(request)].emailTaken, { email: 'taken' });
      const passwordHash = await hashPassword(password);
      const id = await db.transaction(async (tx) => {
        const created = await insertAccount(tx, email, role, passwordHash);
        await writeAudit(tx, actorOf(request), {
          action: 'account.create',
          contentType: 'account',
          targetId: created,
          summary: `${email.trim()} as ${role}`,
        });
        return created;
      });
      logAdminWrite(request, id);
      const account = await findAccount(db, id);
      return reply
        .code(201)
        .send({ code: 201, message: 'created', data: { account, ...(generated ? { password } : {}) } });
    },
  );

  api.patch<{ Params: IdParams; Body: AccountChange }>(
    '/admin/accounts/:id',
    { config, schema: { params: idParamsSchema, body: accountChangeBodySchema, response: accountResponses } },
    async (request) => {
      const { id } = request.params;
      const { role, disabled } = request.body;
      const t = API_MESSAGES[requestLang(request)];
      await db.transaction(async (tx) => {
        const admins = await lockActiveAdmins(tx);
        const account = await findAccount(tx, id);
        if (!account) throw notFound(request);
        const losesAdmin = admins.includes(id) && ((role !== undefined && role !== 'admin') || disabled === true);
        if (losesAdmin && admins.length <= 1)
          throw new ApiHttpError(409, t.lastAdmin, { [disabled ? 'disabled' : 'role']: 'lastAdmin' });
        const changes: string[] = [];
        if (role !== undefined && role !== account.role) {
          await setRole(tx, id, role);
          changes.push(`role ${account.role} -> ${role}`);
        }
        if (disabled !== undefined && disabled !== account.disabled) {
          await setDisabled(tx, id, disabled);
          changes.push(disabled ? 'disabled (sessions ended)' : 're-enabled');
        }
        if (changes.length > 0) {
          await writeAudit(tx, actorOf(request), {
            action: 'account.update',
            contentType: 'account',
            targetId: id,
            summary: `${account.email}: ${changes.join(', ')}`,
          });
        }
      });
      logAdminWrite(request, id);
      return ok({ account: await findAccount(db, id) });
    },
  );

  api.post<{ Params: IdParams; Body: PasswordReset }>(
    '/admin/accounts/:id/password',
    { config, schema: { params: idParamsSchema, body: passwordResetBodySchema, response: accountResponses } },
    async (request) => {
      const { id } = request.params;
      const account = await findAccount(db, id);
      if (!account) throw notFound(request);
      const { password, generated } = choosePassword(request, request.body?.password, account.email);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await setPassword(tx, id, passwordHash);
        await writeAudit(tx, actorOf(request), {
          action: 'account.resetPassword',
          contentType: 'account',
          targetId: id,
          summary: `${account.email}: password reset, sessions ended`,
        });
      });
      logAdminWrite(request, id);
      return ok({ account, ...(generated ? { password } : {}) });
    },
  );
}
