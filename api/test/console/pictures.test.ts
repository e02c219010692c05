/**
 * The picture library (issue 22): what an upload must be, what is kept of it (variants without
 * metadata, none wider than the upload), its words, how content points at it and what the public
 * answers carry, and why a picture in use is not deleted.
 */
import sharp from 'sharp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import {
  emailOf,
  signIn,
  startConsoleApp,
  trilingual,
  type ConsoleTestApp,
  type SignedIn,
} from '../helpers/consoleSession';
import { API } from '../helpers/testApp';

const MB = 1024 * 1024;

/** A picture with some detail (a plain colour would compress to nothing). */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 31 + Math.floor(i / (width * 3)) * 7) % 256;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return image[format]().toBuffer();
}

describe.each(DATABASE_TARGETS)('picture library on %s', (target) => {
  let t: ConsoleTestApp;
  let media: SignedIn;
  beforeAll(async () => {
    t = await startConsoleApp(target, {}, ['admin', 'media', 'ir', 'sales']);
  });
  beforeEach(async () => {
    media = await signIn(t.app, emailOf('media'));
  });
  afterAll(async () => t.close());

  const upload = (data: Buffer, fileName = 'photo.png', contentType = 'image/png', as = media) =>
    as.inject('POST', `admin/pictures?lang=en&fileName=${encodeURIComponent(fileName)}`, data, {
      'content-type': contentType,
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const words = (id: number, body: unknown) => media.inject('PUT', `admin/pictures/${id}?lang=en`, body);
  const uploaded = async (data: Buffer, fileName = 'photo.png', contentType = 'image/png') => {
    const response = await upload(data, fileName, contentType);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; path: string; width: number; height: number; widths: number[] };
  };

  it('makes AVIF, WebP and JPEG variants of a PNG, never wider than it, served for a year', async () => {
    const pic = await uploaded(await picture(1000, 500), 'factory.png');
    expect(pic).toMatchObject({
      width: 1000,
      height: 500,
      widths: [480, 960, 1000],
      fileName: 'factory.png',
      ready: false,
      usedBy: [],
      uploadedBy: 'media@example.com',
    });
    for (const [extension, type, format] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      for (const width of pic.widths) {
        const served = await get(`${pic.path}/${width}.${extension}`);
        expect(served.statusCode).toBe(200);
        expect(served.headers).toMatchObject({
          'content-type': type,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        });
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, Math.round((width * 500) / 1000)]);
      }
    }
    // Only the widths made exist; nothing wider than the upload.
    expect((await get(`${pic.path}/1440.jpg`)).statusCode).toBe(404);
    expect((await get(`${pic.path}/1000.png`)).statusCode).toBe(400);
  });

  it('makes one variant of a picture narrower than the smallest width, and stops at 1920 for a wide one', async () => {
    expect((await uploaded(await picture(300, 200, 'webp'), 'small.webp', 'image/webp')).widths).toEqual([300]);
    expect((await uploaded(await picture(2400, 100, 'jpeg'), 'wide.jpg', 'image/jpeg')).widths).toEqual([
      480, 960, 1440, 1920,
    ]);
  });

  it('keeps no metadata: a JPEG with EXIF and GPS comes out without them, turned upright', async () => {
    const withGps = await sharp(await picture(600, 400, 'jpeg'))
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '22/1 32/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '114/1 3/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('Phone');
    // The GPS sub-directory's pointer (tag 0x8825), in either byte order.
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    );
    expect(before.orientation).toBe(6);
    const pic = await uploaded(withGps, 'gps.jpg', 'image/jpeg');
    // Orientation 6 is a quarter turn: the upright picture is 400 wide.
    expect([pic.width, pic.height]).toEqual([400, 600]);
    for (const extension of ['jpg', 'webp', 'avif']) {
      const served = (await get(`${pic.path}/400.${extension}`)).rawPayload;
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(served.toString('latin1')).not.toContain('Phone');
    }
  });

  it('refuses what is not a JPEG, PNG or WebP picture, whatever its name and declared type', async () => {
    const text = await upload(Buffer.from('not a picture at all, only text'), 'photo.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('The file is not a JPEG, PNG or WebP picture');
    const gif = await upload(
      await sharp(await picture(20, 20))
        .gif()
        .toBuffer(),
      'anim.png',
      'image/png',
    );
    expect(gif.statusCode).toBe(415);
    const pdfType = await upload(await picture(20, 20), 'photo.png', 'application/pdf');
    expect(pdfType.statusCode).toBe(415);
    expect(pdfType.json().message).toMatch(/^Only JPEG, PNG or WebP pictures are accepted/);
    const zh = await media.inject('POST', `admin/pictures?lang=zh&fileName=a.txt`, Buffer.from('hello'), {
      'content-type': 'image/jpeg',
    });
    expect(zh.json().message).toBe('该文件不是 JPEG、PNG 或 WebP 图片');
    const big = await upload(Buffer.alloc(10 * MB + 1), 'huge.png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toContain('10 MB');
    // A PNG may not claim billions of pixels in a few bytes.
    const bomb = await upload(
      await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
      'bomb.png',
    );
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toMatch(/too many pixels/);
  });

  it('takes words in three languages, trimmed and bounded, or an explicit decorative mark; other roles may not', async () => {
    const pic = await uploaded(await picture(500, 300));
    expect((await words(pic.id, { alt: { zh: '工厂', hk: '工廠' } })).statusCode).toBe(400);
    expect((await words(pic.id, { alt: { zh: '工厂', hk: '工廠', en: '   ' } })).statusCode).toBe(400);
    expect((await words(pic.id, { alt: { zh: '工厂', hk: '工廠', en: 'x'.repeat(301) } })).statusCode).toBe(400);
    expect((await words(pic.id, { decorative: false })).statusCode).toBe(400);
    const named = await words(pic.id, { alt: { zh: ' 工厂 ', hk: '工廠', en: 'The factory ' } });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({
      alt: { zh: '工厂', hk: '工廠', en: 'The factory' },
      decorative: false,
      ready: true,
    });
    const decorative = await words(pic.id, { decorative: true });
    expect(decorative.json().data).toMatchObject({ alt: { zh: '', hk: '', en: '' }, decorative: true, ready: true });
    const sales = await signIn(t.app, emailOf('sales'));
    expect((await upload(await picture(50, 50), 'x.png', 'image/png', sales)).statusCode).toBe(403);
    const ir = await signIn(t.app, emailOf('ir'));
    expect((await upload(await picture(50, 50), 'x.png', 'image/png', ir)).statusCode).toBe(201);
    const audit = await (
      await signIn(t.app, emailOf('admin'))
    ).inject('GET', `admin/audit?contentType=pictures&targetId=${pic.id}`);
    expect(audit.json().data.list.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['picture.upload', 'picture.words']),
    );
  });

  it('finds pictures by name or words, newest first, a page at a time', async () => {
    const a = await uploaded(await picture(100, 100), 'harbour-night.png');
    await words(a.id, { alt: { zh: '夜晚的港口', hk: '夜晚的港口', en: 'Harbour by night' } });
    const byName = (await media.inject('GET', 'admin/pictures?q=harbour-night')).json().data;
    expect(byName.list.map((p: { id: number }) => p.id)).toEqual([a.id]);
    const byWords = (await media.inject('GET', `admin/pictures?q=${encodeURIComponent('港口')}`)).json().data;
    expect(byWords.list.map((p: { id: number }) => p.id)).toEqual([a.id]);
    const paged = (await media.inject('GET', 'admin/pictures?pageSize=1&pageNo=1')).json().data;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    expect(paged.list[0].id).toBe(a.id);
  });

  it('lets a press release and a banner use a library picture, and the public answers carry it in each language', async () => {
    const pic = await uploaded(await picture(1200, 675), 'launch.png');
    const release = {
      title: trilingual('Picture release'),
      summary: trilingual('Summary'),
      body: trilingual('<p>Body</p>'),
      date: '2026-11-20',
      pictureId: pic.id,
    };
    const unknown = await media.inject('POST', 'admin/media?lang=en', { ...release, pictureId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The chosen picture is not in the picture library');
    const wordless = await media.inject('POST', 'admin/media?lang=en', release);
    expect(wordless.statusCode).toBe(400);
    expect(wordless.json().message).toMatch(/no alternative text yet/);
    await words(pic.id, { alt: { zh: '发布会现场', hk: '發佈會現場', en: 'The launch event' } });
    const created = await media.inject('POST', 'admin/media?lang=en', release);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const expected = { path: pic.path, widths: [480, 960, 1200], width: 1200, height: 675, decorative: false };
    const list = (await get(`${API}/media/findPage/1/50?lang=hk`))
      .json()
      .data.list.find((item: { id: number }) => item.id === id);
    expect(list.picture).toEqual({ ...expected, alt: '發佈會現場' });
    const detail = (await get(`${API}/media/getById?id=${id}&lang=en`)).json().data;
    expect(detail.picture).toEqual({ ...expected, alt: 'The launch event' });
    // New words reach the public answers at once (cached answers are dropped).
    await words(pic.id, { alt: { zh: '发布会', hk: '發佈會', en: 'At the launch' } });
    expect((await get(`${API}/media/getById?id=${id}&lang=en`)).json().data.picture.alt).toBe('At the launch');
    await words(pic.id, { decorative: true });
    expect((await get(`${API}/media/getById?id=${id}&lang=en`)).json().data.picture).toMatchObject({
      alt: '',
      decorative: true,
    });

    const banner = await media.inject('POST', 'admin/banner?lang=en', {
      title: trilingual('Banner'),
      date: '2026-11-20',
      pictureId: pic.id,
      linkUrl: '',
    });
    expect(banner.statusCode).toBe(201);
    const banners = (await get(`${API}/banner/findPage/1/50?lang=en`)).json().data.list;
    expect(banners.find((b: { id: number }) => b.id === banner.json().data.id).picture).toMatchObject({
      path: pic.path,
    });
  });

  it('saves a press release without a picture; a banner needs one (library or its older address)', async () => {
    const bare = await media.inject('POST', 'admin/media?lang=en', {
      title: trilingual('No picture'),
      summary: trilingual('S'),
      body: trilingual('<p>B</p>'),
      date: '2026-11-21',
    });
    expect(bare.statusCode).toBe(201);
    const detail = (await get(`${API}/media/getById?id=${bare.json().data.id}&lang=en`)).json().data;
    expect(detail).toMatchObject({ imageUrl: '', picture: null });
    const noBanner = await media.inject('POST', 'admin/banner?lang=en', {
      title: trilingual('Empty banner'),
      date: '2026-11-21',
    });
    expect(noBanner.statusCode).toBe(400);
    expect(noBanner.json().message).toBe('A banner needs a picture');
    const seededStyle = await media.inject('POST', 'admin/banner?lang=en', {
      title: trilingual('Old banner'),
      date: '2026-11-21',
      imageUrl: '/api-official-web/assets/banner-1.svg',
    });
    expect(seededStyle.statusCode).toBe(201);
  });

  it('refuses to delete a picture in use, saying where; deletes it once unused, and its addresses go', async () => {
    const pic = await uploaded(await picture(600, 400), 'used.png');
    await words(pic.id, { decorative: true });
    const created = await media.inject('POST', 'admin/media?lang=en', {
      title: trilingual('Uses it'),
      body: trilingual('<p>B</p>'),
      date: '2026-11-22',
      pictureId: pic.id,
    });
    const itemId = created.json().data.id as number;
    const shown = (await media.inject('GET', `admin/pictures/${pic.id}`)).json().data;
    expect(shown.usedBy).toEqual([{ kind: 'media', id: itemId, title: 'Uses it（简）', status: 'published' }]);
    const refused = await media.inject('DELETE', `admin/pictures/${pic.id}?lang=en`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The picture is still in use and cannot be deleted: press release ${itemId} «Uses it（简）»`,
    );
    expect((await get(`${pic.path}/480.jpg`)).statusCode).toBe(200);
    expect((await media.inject('DELETE', `admin/media/${itemId}`)).statusCode).toBe(200);
    expect((await media.inject('DELETE', `admin/pictures/${pic.id}`)).statusCode).toBe(200);
    expect((await get(`${pic.path}/480.jpg`)).statusCode).toBe(404);
    expect((await media.inject('GET', `admin/pictures/${pic.id}`)).statusCode).toBe(404);
  });
});
