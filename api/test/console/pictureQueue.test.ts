/**
 * Pictures are encoded one at a time per copy (issue 37): several uploads at once wait their
 * turn, and the console can ask how many encodes are ahead of its upload.
 */
import sharp from 'sharp';
import { emailOf, signIn, startConsoleApp, type ConsoleTestApp, type SignedIn } from '../helpers/consoleSession';
import { DATABASE_TARGETS } from '../helpers/testDatabases';

/** Encodes under way now, the most ever at once, and the gates that let each finish. */
const encoding = { now: 0, most: 0, gates: [] as (() => void)[] };

jest.mock('../../src/pictures/pictureVariants', () => {
  const actual = jest.requireActual<typeof import('../../src/pictures/pictureVariants')>(
    '../../src/pictures/pictureVariants',
  );
  return {
    ...actual,
    processPicture: async (data: Buffer) => {
      encoding.now += 1;
      encoding.most = Math.max(encoding.most, encoding.now);
      await new Promise<void>((resolve) => encoding.gates.push(resolve));
      try {
        return await actual.processPicture(data);
      } finally {
        encoding.now -= 1;
      }
    },
  };
});

const ticket = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe.each(DATABASE_TARGETS)('picture encodes on %s', (target) => {
  let t: ConsoleTestApp;
  let media: SignedIn;
  beforeAll(async () => {
    t = await startConsoleApp(target, {}, ['media']);
    media = await signIn(t.app, emailOf('media'));
    Object.assign(encoding, { now: 0, most: 0, gates: [] });
  });
  afterAll(() => t.close());

  const ahead = async (n: number) =>
    (await media.inject('GET', `admin/pictures/queue?ticket=${ticket(n)}`)).json().data.ahead as number | null;
  async function until(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  it('runs one at a time, in arrival order, and says how many are ahead of each upload', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const uploads: Promise<{ statusCode: number }>[] = [];
    for (const n of [1, 2, 3]) {
      uploads.push(
        media.inject('POST', `admin/pictures?lang=en&fileName=p${n}.png&ticket=${ticket(n)}`, png, {
          'content-type': 'image/png',
        }),
      );
      await until(async () => (await ahead(n)) !== null);
    }
    await until(async () => encoding.gates.length === 1);
    expect([await ahead(1), await ahead(2), await ahead(3)]).toEqual([0, 1, 2]);
    expect(encoding.now).toBe(1);
    for (let done = 0; done < 3; done += 1) {
      await until(async () => encoding.gates.length > 0);
      encoding.gates.shift()!();
    }
    expect((await Promise.all(uploads)).map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(encoding.most).toBe(1);
    expect(await ahead(3)).toBeNull();
  });
});
