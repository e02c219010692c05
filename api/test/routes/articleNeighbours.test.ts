/**
 * media/getById carries the article's previous (newer) and next (older) article, exactly as the
 * public list orders and filters them: newest first, same-date ties by sort order then the later
 * entry, across years, only what is public now, titles in the answer's language (issue 26).
 */
import type { ArticleLink, MediaDetail, MediaItem, Page } from '@azi/shared/api/schemas/content';
import { movableClock, trilingual } from '../helpers/consoleSession';
import { API, adminHeaders, startTestApp, type TestApp } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

const LANGS = ['zh', 'hk', 'en'] as const;

describe.each(DATABASE_TARGETS)("an article's previous and next on %s", (target) => {
  const clock = movableClock();
  let t: TestApp;
  /** The articles this file adds, by name; all but the draft, the withdrawn one and the scheduled one are live. */
  const ids: Record<string, number> = {};

  const admin = async (method: 'POST', url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method, url: `${API}/admin/${url}`, headers: adminHeaders, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data as { id: number };
  };
  const article = async (name: string, date: string, extra: Record<string, unknown> = {}) => {
    ids[name] = (
      await admin('POST', 'media', { title: trilingual(name), date, body: trilingual(`<p>${name}</p>`), ...extra })
    ).id;
  };
  const detail = async (id: number, lang = 'en') => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/media/getById?id=${id}&lang=${lang}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: MediaDetail }).data;
  };
  const around = async (name: string) => {
    const { previous, next } = await detail(ids[name] as number);
    return { previous: previous?.title ?? null, next: next?.title ?? null };
  };
  /** The whole public list, page by page, as /media shows it. */
  const wholeList = async (lang: string) => {
    const list: MediaItem[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = (
        await t.app.inject({ method: 'GET', url: `${API}/media/findPage/${pageNo}/10?lang=${lang}` })
      ).json().data as Page<MediaItem>;
      list.push(...page.list);
      if (list.length >= page.total) return list;
    }
  };
  const link = (item: MediaItem | undefined): ArticleLink | null => (item ? { id: item.id, title: item.title } : null);

  beforeAll(async () => {
    // The response cache stays on: it must not keep a neighbour out past its hour.
    t = await startTestApp(target, { clock: clock.read, listCacheMs: 5000 });
    clock.now = Date.now();
    // Far ahead of the seed's news, so these stand at the top of the list in a known order.
    await article('Newest', '2091-01-01');
    // Entered first but ranked first by its sort order: the id alone would put it last of its date.
    await article('Tie ranked', '2090-06-15', { sortOrder: 5 });
    await article('Tie one', '2090-06-15');
    await article('Tie two', '2090-06-15');
    await article('Draft', '2090-03-01', { status: 'draft' });
    await article('Withdrawn', '2090-02-01');
    await t.app.inject({ method: 'POST', url: `${API}/admin/media/${ids.Withdrawn}/unpublish`, headers: adminHeaders });
    await article('New year', '2090-01-01');
    await article('Old year', '2089-12-31');
    // Below every seeded article.
    await article('Oldest', '1995-01-01');
  });
  afterAll(async () => t.close());

  it("gives the newer and older article either side, same-date ties in the list's order, across a year's end", async () => {
    expect(await around('Newest')).toEqual({ previous: null, next: 'Tie ranked' });
    // On one date: the higher sort order first, then the later entry.
    expect(await around('Tie ranked')).toEqual({ previous: 'Newest', next: 'Tie two' });
    expect(await around('Tie two')).toEqual({ previous: 'Tie ranked', next: 'Tie one' });
    // A draft and a withdrawn article between them are skipped.
    expect(await around('Tie one')).toEqual({ previous: 'Tie two', next: 'New year' });
    expect(await around('New year')).toEqual({ previous: 'Tie one', next: 'Old year' });
    const oldYear = await detail(ids['Old year'] as number);
    expect(oldYear.previous).toEqual({ id: ids['New year'], title: 'New year' });
    // The newest seeded article, in the year before.
    expect(oldYear.next?.id).toBeLessThan(ids.Newest as number);
    expect((await detail(oldYear.next?.id as number)).previous).toEqual({ id: ids['Old year'], title: 'Old year' });
    expect((await around('Oldest')).next).toBeNull();
  });

  it('agrees with the public list for every article, in every language', async () => {
    for (const lang of LANGS) {
      const list = await wholeList(lang);
      expect(list.length).toBeGreaterThan(10);
      for (const [index, item] of list.entries()) {
        const { previous, next } = await detail(item.id, lang);
        expect({ id: item.id, previous, next }).toEqual({
          id: item.id,
          previous: link(list[index - 1]),
          next: link(list[index + 1]),
        });
      }
    }
    expect((await detail(ids['Tie two'] as number, 'hk')).next).toEqual({ id: ids['Tie one'], title: 'Tie one（繁）' });
    expect((await detail(ids['Tie two'] as number, 'zh')).previous).toEqual({
      id: ids['Tie ranked'],
      title: 'Tie ranked（简）',
    });
  });

  it('leaves a scheduled article out until its hour, then shows it beside its neighbours at once', async () => {
    const at = new Date(Math.floor(clock.now / 1000) * 1000 + 60 * 60_000);
    await article('Scheduled', '2090-06-15', { sortOrder: 3, publishAt: at.toISOString() });
    clock.now = at.getTime() - 1000;
    expect(await around('Tie ranked')).toEqual({ previous: 'Newest', next: 'Tie two' });
    // Cached now (5 s), but the hour comes first.
    expect(await around('Tie two')).toEqual({ previous: 'Tie ranked', next: 'Tie one' });
    clock.now = at.getTime() + 1000;
    expect(await around('Tie ranked')).toEqual({ previous: 'Newest', next: 'Scheduled' });
    expect(await around('Tie two')).toEqual({ previous: 'Scheduled', next: 'Tie one' });
    expect(await around('Scheduled')).toEqual({ previous: 'Tie ranked', next: 'Tie two' });
  });

  it("gives a draft's preview the neighbours it will have once published", async () => {
    const preview = await t.app.inject({
      method: 'GET',
      url: `${API}/admin/media/${ids.Draft}/preview?lang=en`,
      headers: adminHeaders,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      title: 'Draft',
      previous: { id: ids['Tie one'], title: 'Tie one' },
      next: { id: ids['New year'], title: 'New year' },
    });
  });
});
