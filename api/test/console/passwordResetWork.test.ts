/**
 * A password-reset request does the same work whatever the address (issue 37): an account's and a
 * stranger's run the same statements before the answer, none of which looks the address up or
 * writes a token or a mail; the account's mail is written after the answer, into the outbox.
 */
import type { Database, Queryable } from '../../src/db/database';
import { emailOf, startConsoleApp, type ConsoleTestApp } from '../helpers/consoleSession';
import { API, adminHeaders } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

/** The statements run while a request is under way (nothing else runs then: no SMTP worker, no sweep). */
let underWay: string[] | undefined;

function recording<T extends Queryable>(db: T): T {
  return new Proxy(db, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (name === 'query') {
        return (sql: string, params?: unknown[]) => {
          underWay?.push(sql.replace(/\s+/g, ' ').trim());
          return (value as Queryable['query']).call(target, sql, params as never);
        };
      }
      if (name === 'transaction')
        return <R>(fn: (tx: Queryable) => Promise<R>) =>
          (value as Database['transaction']).call(target, (tx) => fn(recording(tx)));
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

jest.mock('../../src/db/openDatabase', () => {
  const actual = jest.requireActual<typeof import('../../src/db/openDatabase')>('../../src/db/openDatabase');
  return {
    openDatabase: async (...args: Parameters<typeof actual.openDatabase>) =>
      recording(await actual.openDatabase(...args)),
  };
});

describe.each(DATABASE_TARGETS)('the work of a password-reset request on %s', (target) => {
  let t: ConsoleTestApp;
  let address = 0;

  beforeAll(async () => {
    // No SMTP worker and no sweep: what runs is the request and the handling it kicks.
    t = await startConsoleApp(target, { alertSweepMs: 0 }, ['ir']);
  });
  afterAll(() => t.close());

  async function statementsOf(email: string): Promise<string[]> {
    // What the last request kicked is over first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const statements: string[] = [];
    underWay = statements;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/admin/password-reset`,
      remoteAddress: `10.33.0.${++address}`,
      payload: { email, lang: 'en' },
    });
    underWay = undefined;
    expect(response.statusCode).toBe(200);
    return statements;
  }

  const outboxTo = async (email: string) =>
    (
      (
        await t.app.inject({ method: 'GET', url: `${API}/admin/alerts/outbox?pageSize=200`, headers: adminHeaders })
      ).json().data.list as { recipient: string; kind: string }[]
    ).filter((row) => row.recipient === email);

  it('runs the same statements for an account and a stranger, and none that looks the address up or writes a mail', async () => {
    const account = await statementsOf(emailOf('ir'));
    const stranger = await statementsOf('nobody@example.com');
    expect(account).toEqual(stranger);
    expect(account).toContainEqual(expect.stringMatching(/insert into password_reset_request/));
    expect(account.join('\n')).not.toMatch(/console_account|mail_outbox|insert into password_reset \(/);
  });

  it("writes the account's mail into the outbox once answered, and nothing for the stranger", async () => {
    const until = Date.now() + 5000;
    while ((await outboxTo(emailOf('ir'))).length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await outboxTo(emailOf('ir'))).map((row) => row.kind)).toEqual(['passwordReset']);
    expect(await outboxTo('nobody@example.com')).toEqual([]);
  });
});
