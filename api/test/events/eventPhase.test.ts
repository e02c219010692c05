import { API, adminHeaders, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

const trilingual = (en: string) => ({ zh: `${en}（简）`, hk: `${en}（繁）`, en });
const START = Date.parse('2026-12-01T12:00:00Z');

describe.each(DATABASE_TARGETS)('investor events on %s', (target) => {
  let t: TestApp;
  let now = START - 86_400_000;
  beforeAll(async () => {
    t = await startTestApp(target, { clock: () => new Date(now), listCacheMs: 60_000 });
  });
  afterAll(async () => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}/${url}`, headers: adminHeaders, ...(payload ? { payload } : {}) });
  const call = {
    title: trilingual('Fiscal 2026 results call'),
    summary: trilingual('Management discusses the results.'),
    date: '2026-12-01',
    kind: 'conferenceCall',
    eventAt: '2026-12-01T12:00:00Z',
    endAt: '2026-12-01T13:30:00Z',
    webcastUrl: 'https://webcast.example.com/azi',
    dialIn: 'US +1 000 000 0000, code 1234',
  };
  const event = async (id: number, lang = 'en') =>
    (await inject('GET', `investorCalendar/getById?id=${id}&lang=${lang}`)).json().data as Record<string, unknown>;

  it('gives an event its links and its phase at the API clock, cache or not', async () => {
    const created = await inject('POST', 'admin/investorCalendar', call);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(await event(id)).toMatchObject({
      title: 'Fiscal 2026 results call',
      phase: 'before',
      webcastUrl: 'https://webcast.example.com/azi',
      dialIn: call.dialIn,
      eventStatus: 'scheduled',
      attendance: 'online',
      endAt: '2026-12-01T13:30:00Z',
    });

    // The cached answer ends at the next phase change (the schedule names it).
    now = START - 10 * 60_000;
    expect((await event(id)).phase).toBe('starting');
    now = START + 60_000;
    expect((await event(id)).phase).toBe('live');
    now = START + 90 * 60_000;
    expect((await event(id)).phase).toBe('after');

    const after = await inject('PUT', `admin/investorCalendar/${id}`, {
      ...call,
      replayUrl: 'https://webcast.example.com/azi/replay',
      slidesUrl: 'https://ir.example.com/slides.pdf',
    });
    expect(after.statusCode).toBe(200);
    expect(await event(id, 'hk')).toMatchObject({
      title: 'Fiscal 2026 results call（繁）',
      phase: 'after',
      replayUrl: 'https://webcast.example.com/azi/replay',
    });
  });

  it('says cancelled, and raises the revision with each change', async () => {
    now = START - 86_400_000;
    const id = (await inject('POST', 'admin/investorCalendar', call)).json().data.id as number;
    const first = (await event(id)).revision as number;
    await inject('PUT', `admin/investorCalendar/${id}`, { ...call, eventStatus: 'cancelled' });
    const cancelled = await event(id);
    expect(cancelled.phase).toBe('cancelled');
    expect(cancelled.revision as number).toBeGreaterThan(first);
  });

  it('puts an item dated by month or year after its period only once the whole period is over in Beijing, cache or not', async () => {
    const dated = {
      title: trilingual('Interim results'),
      date: '2026-11-01',
      datePrecision: 'month',
      kind: 'resultsRelease',
    };
    now = Date.parse('2026-11-30T15:59:00Z');
    const month = (await inject('POST', 'admin/investorCalendar', dated)).json().data.id as number;
    const year = (
      await inject('POST', 'admin/investorCalendar', { ...dated, date: '2026-01-01', datePrecision: 'year' })
    ).json().data.id as number;
    expect((await event(month)).phase).toBe('before');
    expect((await event(year)).phase).toBe('before');
    // Midnight of December 1 in Beijing: the cached answer ends there (the schedule names it).
    now = Date.parse('2026-11-30T16:00:00Z');
    expect((await event(month)).phase).toBe('after');
    expect((await event(year)).phase).toBe('before');
    now = Date.parse('2026-12-31T16:00:00Z');
    expect((await event(year)).phase).toBe('after');
  });

  it('lists the events of one day latest first, after the later days, whatever order they were made in', async () => {
    now = START - 86_400_000;
    const marker = `same day ${Date.now()}`;
    const at = async (time: string) =>
      (
        await inject('POST', 'admin/investorCalendar', {
          ...call,
          title: trilingual(`${marker} ${time}`),
          date: '2026-12-02',
          eventAt: `2026-12-02T${time}:00Z`,
          endAt: null,
        })
      ).json().data.id as number;
    const morning = await at('01:00');
    const evening = await at('12:00');
    const noon = await at('04:00');
    const listed = (
      await inject('GET', `investorCalendar/findPage/1/50?lang=en&keyword=${encodeURIComponent(marker)}`)
    ).json().data.list as { id: number }[];
    expect(listed.map((item) => item.id)).toEqual([evening, noon, morning]);
  });

  it('refuses a link that is not https, and answers 404 for an unknown event', async () => {
    for (const bad of [
      { webcastUrl: 'http://webcast.example.com/' },
      { replayUrl: 'javascript:alert(1)' },
      { slidesUrl: '//evil.example.com/x.pdf' },
    ]) {
      const response = await inject('POST', 'admin/investorCalendar', { ...call, ...bad });
      expect(response.statusCode).toBe(400);
    }
    expect((await inject('GET', 'investorCalendar/getById?id=999999&lang=en')).statusCode).toBe(404);
  });
});

describe.each(DATABASE_TARGETS)('an event’s dial-in on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  it('keeps the lines of the dial-in text, and refuses other control characters there', async () => {
    const call = {
      title: trilingual('Call'),
      date: '2026-12-01',
      kind: 'conferenceCall',
      eventAt: '2026-12-01T12:00:00Z',
    };
    const post = (dialIn: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/admin/investorCalendar`,
        headers: adminHeaders,
        payload: { ...call, dialIn },
      });
    const created = await post('US +1 000 000 0000\nAccess code 1234');
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const event = (
      await t.app.inject({ method: 'GET', url: `${API}/investorCalendar/getById?id=${id}&lang=en` })
    ).json().data;
    expect(event.dialIn).toBe('US +1 000 000 0000\nAccess code 1234');
    expect((await post('code\u0007bell')).statusCode).toBe(400);
  });
});
