import { API, adminHeaders, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

const trilingual = (en: string) => ({ zh: `${en}（简）`, hk: `${en}（繁）`, en });
type Entry = { id: number; title: string; summary: string; entry: string; relatedLinks: string };

describe.each(DATABASE_TARGETS)('the IR FAQ and event transcripts (issue 41) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}/${url}`, headers: adminHeaders, ...(payload ? { payload } : {}) });
  const faq = async (lang = 'en') =>
    (await inject('GET', `faq/findPage/1/50?lang=${lang}`)).json().data.list as Entry[];

  it('seeds the questions the page showed before, in three languages, with their links', async () => {
    const en = await faq('en');
    expect(en.map((entry) => entry.entry)).toEqual(Array(8).fill('question'));
    expect(en[0]).toMatchObject({
      title: 'Where are Autozi shares traded, and under which ticker?',
      summary: 'On the Nasdaq Global Market, under the ticker AZI.',
      relatedLinks: 'stock',
    });
    // The semicolon the migration had to write as chr(59) survives.
    expect(en.find((entry) => entry.relatedLinks === 'filings')?.summary).toContain(
      '(CIK 1959726); annual and interim reports',
    );
    expect((await faq('hk'))[0]?.title).toBe('中馳車福的股份在哪裡買賣？股份代號是甚麼？');
    expect((await faq('zh'))[4]?.summary).toBe('每年 9 月 30 日。');
  });

  it('shows a fact staff fill in only once it is published, in the order staff set, with an audit row', async () => {
    const auditor = {
      title: trilingual('Example Audit LLP'),
      summary: { zh: '', hk: '', en: '' },
      date: '2026-11-27',
      entry: 'auditor',
      sortOrder: 5,
      status: 'draft',
    };
    const created = await inject('POST', 'admin/faq', auditor);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect((await faq()).some((entry) => entry.entry === 'auditor')).toBe(false);

    expect((await inject('POST', `admin/faq/${id}/publish`, {})).statusCode).toBe(200);
    const list = await faq();
    expect(list[0]).toMatchObject({ id, entry: 'auditor', title: 'Example Audit LLP', relatedLinks: 'none' });
    const audit = (await inject('GET', `admin/audit?contentType=faq&targetId=${id}`)).json().data.list as {
      action: string;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['content.create']));

    // Moved to the end by its order.
    expect(
      (await inject('PUT', `admin/faq/${id}`, { ...auditor, status: 'published', sortOrder: 1000 })).statusCode,
    ).toBe(200);
    expect((await faq()).at(-1)?.id).toBe(id);
  });

  it('refuses an entry or link set it does not know', async () => {
    const base = { title: trilingual('Q'), summary: trilingual('A'), date: '2026-11-27' };
    expect((await inject('POST', 'admin/faq', { ...base, entry: 'dividendPolicy' })).statusCode).toBe(400);
    expect(
      (await inject('POST', 'admin/faq', { ...base, entry: 'question', relatedLinks: 'https://example.com' }))
        .statusCode,
    ).toBe(400);
  });

  it("keeps an event's transcript per language: in the console's item and the event's page, never in the list", async () => {
    const transcript = {
      zh: '主持人：\n早上好。\n\n主席：谢谢。',
      hk: '主持人：早晨。',
      en: 'Operator:\nGood morning.\n\n<b>Chair</b>: Thank you.',
    };
    const call = {
      title: trilingual('Results call'),
      summary: trilingual('Results.'),
      date: '2024-12-01',
      kind: 'conferenceCall',
      eventAt: '2024-12-01T12:00:00Z',
      transcript,
    };
    const created = await inject('POST', 'admin/investorCalendar', call);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect((await inject('GET', `admin/investorCalendar/${id}`)).json().data.transcript).toEqual(transcript);
    const en = (await inject('GET', `investorCalendar/getById?id=${id}&lang=en`)).json().data;
    expect(en.transcript).toBe(transcript.en);
    expect((await inject('GET', `investorCalendar/getById?id=${id}&lang=hk`)).json().data.transcript).toBe(
      '主持人：早晨。',
    );
    const list = (await inject('GET', 'investorCalendar/findPage/1/50?lang=en')).json().data.list as Record<
      string,
      unknown
    >[];
    expect(list.find((row) => row.id === id)).not.toHaveProperty('transcript');

    // Left out of a later write: emptied, like the other optional texts.
    expect((await inject('PUT', `admin/investorCalendar/${id}`, { ...call, transcript: undefined })).statusCode).toBe(
      200,
    );
    expect((await inject('GET', `investorCalendar/getById?id=${id}&lang=en`)).json().data.transcript).toBe('');
  });
});
