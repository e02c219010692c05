/**
 * A page preview: the site server's in-process API calls carry a grant for one draft, which the
 * public read routes then show as if it were live, uncached; nothing else changes for anyone.
 */
import { grantPreview, PREVIEW_HEADER } from '../../src/content/previewGrant';
import { API } from '../helpers/testApp';
import { emailOf, signIn, startConsoleApp, trilingual, type ConsoleTestApp } from '../helpers/consoleSession';

describe('a preview grant', () => {
  let t: ConsoleTestApp;
  beforeAll(async () => {
    t = await startConsoleApp('pglite', { listCacheMs: 5000 });
  });
  afterAll(async () => t.close());

  const list = (segment: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}/${segment}/findPage/1/50?lang=en`, headers }).then((r) => ({
      ids: (r.json().data.list as { id: number }[]).map((row) => row.id),
      years: r.json().data.years as number[],
      cacheControl: r.headers['cache-control'],
    }));

  it('shows its one draft in lists and by id, uncached, and only with the grant', async () => {
    const ir = await signIn(t.app, emailOf('ir'));
    const media = await signIn(t.app, emailOf('media'));
    const report = (
      await ir.inject('POST', 'admin/financialReport', {
        title: trilingual('Draft FY2031'),
        date: '2031-03-01',
        reportType: 'annual',
        status: 'draft',
      })
    ).json().data.id as number;
    const other = (
      await ir.inject('POST', 'admin/financialReport', {
        title: trilingual('Other draft'),
        date: '2031-04-01',
        reportType: 'annual',
        status: 'draft',
      })
    ).json().data.id as number;
    const article = (
      await media.inject('POST', 'admin/media', {
        title: trilingual('Draft news'),
        date: '2031-03-02',
        imageUrl: '/api-official-web/assets/media-company.svg',
        body: trilingual('<p>Body</p>'),
        status: 'draft',
      })
    ).json().data.id as number;

    expect((await list('financialReport')).ids).not.toContain(report);
    const grant = grantPreview('financialReport', report);
    const previewed = await list('financialReport', { [PREVIEW_HEADER]: grant });
    expect(previewed.ids).toContain(report);
    expect(previewed.ids).not.toContain(other);
    expect(previewed.years).toContain(2031);
    expect(previewed.cacheControl).toBe('no-store');
    // The public list right after is not the previewed one (nothing was cached from it).
    expect((await list('financialReport')).ids).not.toContain(report);
    // A grant for one kind opens nothing of another; a made-up header opens nothing at all.
    expect((await list('notice', { [PREVIEW_HEADER]: grant })).ids).not.toContain(report);
    expect((await list('financialReport', { [PREVIEW_HEADER]: 'f'.repeat(48) })).ids).not.toContain(report);

    const byId = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `${API}/media/getById?id=${article}&lang=en`, headers });
    expect((await byId()).statusCode).toBe(404);
    const shown = await byId({ [PREVIEW_HEADER]: grantPreview('media', article) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.title).toBe('Draft news');
    expect((await byId({ [PREVIEW_HEADER]: grantPreview('media', article + 1000) })).statusCode).toBe(404);
    expect((await byId()).statusCode).toBe(404);
  });

  it('expires after a minute', async () => {
    const ir = await signIn(t.app, emailOf('ir'));
    const id = (
      await ir.inject('POST', 'admin/notice', {
        title: trilingual('Draft notice'),
        date: '2031-05-01',
        status: 'draft',
      })
    ).json().data.id as number;
    const grant = grantPreview('notice', id, Date.now() - 61_000);
    expect((await list('notice', { [PREVIEW_HEADER]: grant })).ids).not.toContain(id);
  });
});
