/**
 * `npm run bench:backup -w api`: a backup and a restore of the seeded site plus PICTURES (1,000)
 * library pictures, on PGlite in a folder (the default database). One photo-like picture is
 * uploaded through the admin API (sharp makes its variants as for any upload), then copied in SQL
 * under new keys: the archive carries as many bytes as 1,000 uploads would, without 1,000 encodes.
 * Prints the archive's size, the snapshot's and the whole backup's time, and the restore's.
 * BENCH_KEEP=1 keeps the database folder (and says where), to serve it and measure a page during a
 * backup; BENCH_SETUP_ONLY=1 stops there, before the backup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeBackupArchive } from '../src/backup/archiveWriter';
import { restoreArchive } from '../src/backup/restoreSite';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/pglite';

const PICTURES = Number(process.env.PICTURES ?? 1000);
const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A 1600x900 picture with a photo's detail (noise over a gradient), as a press photo compresses. */
async function photo(): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const noise = (Math.random() - 0.5) * 60;
      pixels[i] = Math.max(0, Math.min(255, (x / width) * 200 + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, (y / height) * 180 + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, 120 + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-backup-bench-'));
  const dataDir = path.join(work, 'data');
  try {
    const app = await buildApp({
      dataDir,
      adminToken: ADMIN_TOKEN,
      nodeEnv: 'test',
      stockGatewayUrl: '',
      stockAppCode: '',
      consoleUrl: undefined,
    });
    const upload = await app.inject({
      method: 'POST',
      url: '/api-official-web/admin/pictures?fileName=photo.jpg',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'image/jpeg' },
      payload: await photo(),
    });
    if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
    await app.close();

    const db = await openPglite(dataDir);
    await db.query(
      `with copies as (
         insert into picture (key, file_name, width, height, widths, byte_size, uploaded_by)
         select md5(random()::text || n)::text, 'photo-' || n || '.jpg', p.width, p.height, p.widths, p.byte_size, 'bench'
           from picture p, generate_series(2, $1) n where p.id = (select min(id) from picture)
         returning id)
       insert into picture_variant (picture_id, format, width, height, byte_size, data)
       select c.id, v.format, v.width, v.height, v.byte_size, v.data from copies c, picture_variant v where v.picture_id = (select min(id) from picture)`,
      [PICTURES],
    );
    const [sizes] = await db.query<{ pictures: string; bytes: string }>(
      'select count(distinct picture_id) as pictures, sum(byte_size) as bytes from picture_variant',
    );
    console.log(`site: seeded content + ${sizes!.pictures} pictures, ${mb(Number(sizes!.bytes))} of variants`);

    if (process.env.BENCH_SETUP_ONLY) {
      await db.close();
      return;
    }
    const archive = path.join(work, 'bench.tar.gz');
    const summary = await writeBackupArchive(db, undefined, fs.createWriteStream(archive));
    await db.close();
    console.log(
      `backup: ${mb(summary.bytes)} archive, ${summary.rows} rows; snapshot transaction ${s(summary.transactionMs)}, database read and spooled ${s(summary.snapshotMs)}, whole backup ${s(summary.totalMs)}`,
    );

    const restored = await restoreArchive(archive, {
      dataDir: path.join(work, 'restored'),
      siteDir: path.join(work, 'site'),
    });
    console.log(
      `restore: checked in ${s(restored.verifyMs)}, loaded in ${s(restored.restoreMs)} (${restored.rows} rows)`,
    );
    fs.rmSync(path.join(work, 'restored'), { recursive: true, force: true });
    fs.rmSync(archive, { force: true });
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept: the site's database in ${dataDir}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
