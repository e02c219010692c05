/**
 * Job openings as content (issue 56), as the public API and the console see them: the eight
 * positions moved in with their ids and words, a job leaving the list after its validThrough
 * (whatever was cached), its page closed and then gone, the list's filters, the apply button's
 * count, and who may write jobs.
 */
import { JOB_CLOSED_GRACE_MS, linesOf } from '@azi/shared/content/job';
import { beijingDay } from '@azi/shared/time/beijingTime';
import { API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import {
  emailOf,
  signIn,
  startConsoleApp,
  trilingual,
  type ConsoleTestApp,
  type SignedIn,
} from '../helpers/consoleSession';

const HOUR = 3600_000;

describe.each(DATABASE_TARGETS)('job openings on %s', (target) => {
  let t: ConsoleTestApp;
  let hr: SignedIn;
  beforeAll(async () => {
    // The response cache stays on (5 s): a closing must end a cached list too.
    t = await startConsoleApp(target, { listCacheMs: 5000 });
  });
  // The clock jumps days ahead in some tests: fresh sessions for each.
  beforeEach(async () => {
    hr = await signIn(t.app, emailOf('hr'));
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}/${url}` });
  const listIds = async (query = 'lang=en') =>
    ((await get(`job/findPage/1/50?${query}`)).json().data.list as { id: number }[]).map((job) => job.id);
  const click = (id: unknown, remoteAddress = '10.56.0.1') =>
    t.app.inject({ method: 'POST', url: `${API}/job/applyClick`, payload: { id }, remoteAddress });

  /** A complete opening in three languages, public now unless `extra` says otherwise. */
  const postJob = async (en: string, extra: Record<string, unknown> = {}) => {
    const response = await hr.inject('POST', 'admin/job', {
      title: trilingual(en),
      summary: trilingual(`${en}: the lead`),
      date: '2026-11-28',
      category: 'engineering',
      duties: trilingual(`Build the ${en} service\nReview code`),
      requirements: trilingual(`Five years of ${en} work`),
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };

  it('serves the eight positions moved in with their ids, in three languages, duties one per line', async () => {
    const ids = await listIds();
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const zh = (await get('job/getById?id=1&lang=zh')).json().data;
    const hk = (await get('job/getById?id=1&lang=hk')).json().data;
    const en = (await get('job/getById?id=1&lang=en')).json().data;
    expect([zh.title, hk.title, en.title]).toEqual(['高级法务经理', '高級法務經理', 'Senior Legal Manager']);
    expect(en).toMatchObject({ category: 'legal', city: 'beijing', employmentType: 'FULL_TIME', closed: false });
    expect(linesOf(en.duties)).toHaveLength(6);
    expect(linesOf(en.duties)[0]).toMatch(/^Draft, review and negotiate commercial contracts/);
    expect(linesOf(hk.requirements)).toHaveLength(5);
  });

  it('filters the list by category and by a word of the title or summary', async () => {
    expect(await listIds('lang=en&category=legal')).toEqual([1]);
    expect(await listIds('lang=en&keyword=Treasurer')).toEqual([2]);
    expect(await listIds('lang=zh&keyword=法务经理')).toEqual([1]);
    expect((await get('job/findPage/1/50?lang=en&category=cooking')).statusCode).toBe(400);
  });

  it('takes a job off the cached list at its validThrough; its page says closed, then answers gone after the grace', async () => {
    // Instants are kept to the second.
    const validThrough = new Date(Math.ceil(t.clock.now / 1000) * 1000 + 2 * HOUR).toISOString().replace('.000Z', 'Z');
    const id = await postJob('Closing soon', { validThrough });
    // Fetched (and cached for 5 s) two seconds before it closes, again three seconds later.
    t.clock.now = Date.parse(validThrough) - 2000;
    expect(await listIds()).toContain(id);
    expect((await get(`job/getById?id=${id}&lang=en`)).json().data).toMatchObject({ closed: false, gone: false });
    t.clock.advance(3000);
    expect(await listIds()).not.toContain(id);
    // Nobody applies to a closed opening: its clicks are not counted.
    expect((await click(id, '10.56.0.9')).statusCode).toBe(404);
    expect((await get(`job/getById?id=${id}&lang=en`)).json().data).toMatchObject({
      validThrough,
      closed: true,
      gone: false,
    });
    // The same for the end of the grace period.
    t.clock.now = Date.parse(validThrough) + JOB_CLOSED_GRACE_MS - 2000;
    expect((await get(`job/getById?id=${id}&lang=en`)).json().data).toMatchObject({ closed: true, gone: false });
    t.clock.advance(3000);
    const gone = await get(`job/getById?id=${id}&lang=en`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toMatchObject({ closed: true, gone: true });
  });

  it('answers 404 for a draft, a scheduled and an unknown job, and lists neither', async () => {
    const draft = await postJob('Draft opening', { status: 'draft' });
    const scheduled = await postJob('Scheduled opening', { publishAt: new Date(t.clock.now + HOUR).toISOString() });
    for (const id of [draft, scheduled, 999_999])
      expect((await get(`job/getById?id=${id}&lang=en`)).statusCode).toBe(404);
    expect(await listIds()).not.toEqual(expect.arrayContaining([draft]));
    expect(await listIds()).not.toContain(scheduled);
    t.clock.advance(HOUR + 1000);
    expect(await listIds()).toContain(scheduled);
    expect((await get(`job/getById?id=${scheduled}&lang=en`)).statusCode).toBe(200);
  });

  it('counts apply clicks per job and Beijing day, and shows them to hr and admin only', async () => {
    type Count = { jobId: number; total: number; last30Days: number; today: number };
    const counts = async (): Promise<Count> => {
      const list = (await hr.inject('GET', 'admin/jobs/apply-clicks')).json().data.list as Count[];
      return list.find((row) => row.jobId === 3) ?? { jobId: 3, total: 0, last30Days: 0, today: 0 };
    };
    const start = await counts();
    expect((await click(3)).statusCode).toBe(200);
    expect((await click(3)).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ today: start.today + 2, total: start.total + 2 });
    // The next Beijing day starts a new count; the total keeps them all.
    const day = beijingDay(new Date(t.clock.now));
    while (beijingDay(new Date(t.clock.now)) === day) t.clock.advance(HOUR);
    // Hours later: a new session.
    hr = await signIn(t.app, emailOf('hr'));
    expect((await click(3)).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ today: 1, total: start.total + 3, last30Days: start.total + 3 });
    const admin = await signIn(t.app, emailOf('admin'));
    expect((await admin.inject('GET', 'admin/jobs/apply-clicks')).statusCode).toBe(200);
    for (const role of ['ir', 'media', 'sales'] as const) {
      const other = await signIn(t.app, emailOf(role));
      expect((await other.inject('GET', 'admin/jobs/apply-clicks')).statusCode).toBe(403);
    }
  });

  it('refuses a click on a draft or unknown job (404), a malformed body (400) and a flood (429)', async () => {
    const draft = await postJob('Unpublished', { status: 'draft' });
    expect((await click(draft)).statusCode).toBe(404);
    expect((await click(999_999)).statusCode).toBe(404);
    // A number written as text is read as the number (the API's schema coercion): not malformed.
    for (const bad of ['three', 0, -1, 1.5, null, undefined])
      expect([bad, (await click(bad)).statusCode]).toEqual([bad, 400]);
    const broken = await t.app.inject({
      method: 'POST',
      url: `${API}/job/applyClick`,
      payload: '{"id": 3',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.56.0.2',
    });
    expect(broken.statusCode).toBe(400);
    const answers: number[] = [];
    for (let n = 0; n < 21; n += 1) answers.push((await click(4, '10.56.0.3')).statusCode);
    expect(answers.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('lets hr write jobs but not IR content, and IR not write jobs', async () => {
    const id = await postJob('Written by hr');
    const renamed = { title: trilingual('Renamed by hr'), date: '2026-11-28', category: 'finance' };
    expect((await hr.inject('PUT', `admin/job/${id}`, renamed)).statusCode).toBe(200);
    expect((await get(`job/getById?id=${id}&lang=en`)).json().data.title).toBe('Renamed by hr');
    const notice = await hr.inject('POST', 'admin/notice', { title: trilingual('Not hr’s'), date: '2026-11-28' });
    expect(notice.statusCode).toBe(403);
    const ir = await signIn(t.app, emailOf('ir'));
    const job = await ir.inject('POST', 'admin/job', {
      title: trilingual('Not IR’s'),
      date: '2026-11-28',
      category: 'legal',
    });
    expect(job.statusCode).toBe(403);
    expect((await ir.inject('DELETE', `admin/job/${id}`)).statusCode).toBe(403);
    expect((await hr.inject('DELETE', `admin/job/${id}`)).statusCode).toBe(200);
  });

  it('refuses a salary range that reads from high to low, naming the field, and stores nothing', async () => {
    const before = await listIds();
    const refused = await hr.inject('POST', 'admin/job?lang=en', {
      title: trilingual('Upside-down salary'),
      date: '2026-11-28',
      category: 'finance',
      salaryMin: 30000,
      salaryMax: 20000,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'The salary up to must not be less than the salary from',
      errors: { salaryMax: 'belowSalaryMin' },
    });
    expect(await listIds()).toEqual(before);
    const id = await postJob('Salary in order', { salaryMin: 20000, salaryMax: 30000 });
    const changed = await hr.inject('PUT', `admin/job/${id}`, {
      title: trilingual('Salary in order'),
      date: '2026-11-28',
      category: 'engineering',
      salaryMin: 40000,
      salaryMax: 30000,
    });
    expect(changed.statusCode).toBe(400);
    expect((await get(`job/getById?id=${id}&lang=en`)).json().data).toMatchObject({
      salaryMin: 20000,
      salaryMax: 30000,
    });
  });
});
