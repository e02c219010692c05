import { expect, test } from '@playwright/test';
import {
  CONSOLE_URL,
  createConsoleAccount,
  saveNewContent,
  signInToConsole,
  SITE_ADDRESS,
  unique,
} from './consoleOrigin';
import { gradientPng } from './gradientPng';
import { VIEWPORT } from './site';

/**
 * Pictures (issue 22): a member of the media team uploads a PNG in the console's picture library,
 * gives it its words in three languages, uses it in a press release and publishes; the public
 * list in English and Traditional Chinese and the article draw it as AVIF/WebP/JPEG sources at
 * several widths, with the words of the page's language and a reserved size. A file that is not
 * a picture is refused with the API's reason.
 */
const site = (path: string) => `${SITE_ADDRESS}${path}`;

test.use({ viewport: VIEWPORT.desktop, locale: 'en-GB', baseURL: CONSOLE_URL });

test('a media user uploads a PNG, gives it words in three languages, uses it in a press release; the pages serve AVIF/WebP/JPEG with those words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const fileName = `launch-${id}.png`;
  const words = { zh: `发布会现场 ${id}`, hk: `發佈會現場 ${id}`, en: `The launch event ${id}` };
  const title = `Picture press release ${id}`;
  await signInToConsole(page, await createConsoleAccount(page.request, 'media'));
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Picture library' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Picture library' })).toBeVisible();

  // Not a picture, whatever its name and type say: refused with the API's reason.
  const upload = page.getByLabel('Upload a picture (JPEG, PNG or WebP, up to 10 MB)');
  await upload.setInputFiles({
    name: `notes-${id}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from('these are notes, not a picture'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'The upload failed: The file is not a JPEG, PNG or WebP picture' }),
  ).toBeVisible();

  await upload.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: gradientPng(1200, 675) });
  await expect(page.getByRole('status').filter({ hasText: `Uploaded ${fileName} (1200 × 675)` })).toBeVisible({
    timeout: 30_000,
  });
  const form = page.getByRole('group', { name: `Alternative text of ${fileName}` });
  await form.getByLabel('Simplified Chinese').fill(words.zh);
  await form.getByLabel('Traditional Chinese (HK)').fill(words.hk);
  await form.getByLabel('English').fill(words.en);
  await form.getByRole('button', { name: 'Save the words' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The words of ${fileName} are saved.` })).toBeVisible();

  // The press release, with the picture chosen from the library.
  await page.goto('/admin/content/media/new');
  for (const [lang, text] of Object.entries({ ZH: `${title}（简体）`, HK: `${title}（繁體）`, EN: title })) {
    await page.getByLabel(`Title (${lang})`).fill(text);
    await page.getByLabel(`Summary (${lang})`).fill(`Summary ${lang}`);
    await page.getByRole('textbox', { name: `Article (${lang})` }).click();
    await page.keyboard.type(`Body of the release in ${lang}.`);
  }
  const picker = page.getByRole('group', { name: 'Picture' });
  await picker.getByRole('button', { name: 'Choose from the library' }).click();
  await picker.getByRole('searchbox', { name: 'Find by file name or words' }).fill(id);
  await picker.getByRole('button', { name: 'Find' }).click();
  await picker
    .getByRole('listitem', { name: fileName })
    .getByRole('button', { name: `Use ${fileName}` })
    .click();
  await expect(picker.getByText(`Chosen: ${fileName}`)).toBeVisible();
  await saveNewContent(page);
  await expect(page.getByRole('group', { name: 'Picture' }).getByText(`Chosen: ${fileName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/media\/\d+$/);
  const articleId = Number(/(\d+)$/.exec(page.url())?.[1]);

  // The library now says where the picture is used.
  await page.goto('/admin/pictures');
  await expect(
    page
      .getByRole('listitem', { name: fileName })
      .getByRole('link', { name: new RegExp(`Press release #${articleId}`) }),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: fileName }).getByRole('button', { name: 'Delete' })).toBeDisabled();

  for (const [path, alt, sizes] of [
    ['/en/media', words.en, '320px'],
    ['/hk/media', words.hk, '320px'],
    [`/en/mediaDetail?id=${articleId}`, words.en, '832px'],
  ] as const) {
    await page.goto(site(path));
    const img = page.getByRole('img', { name: alt, exact: true });
    await expect(img).toBeVisible();
    const srcset = (await img.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(
      /\/api-official-web\/pictures\/[A-Za-z0-9_-]{22}\/480\.jpg 480w, .*\/960\.jpg 960w, .*\/1200\.jpg 1200w$/,
    );
    await expect(img).toHaveAttribute('sizes', sizes);
    const picture = img.locator('xpath=..');
    await expect(picture.locator('source')).toHaveCount(2);
    expect(
      await picture
        .locator('source')
        .evaluateAll((sources) =>
          sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')?.split(', ').length]),
        ),
    ).toEqual([
      ['image/avif', 3],
      ['image/webp', 3],
    ]);
    // Chromium takes the AVIF source; the box was reserved before it came (no layout shift).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/\.avif$/);
    if (path.includes('mediaDetail')) {
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      await expect(img).toHaveAttribute('width', '832');
    } else {
      // Drawn where any other card's picture is: the <picture> and its sources add no box or gap.
      const lefts = await page
        .locator('li img')
        .evaluateAll((imgs) => imgs.map((i) => Math.round(i.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `picture left edges ${lefts.join(', ')}`).toBe(1);
      await expect(img).toHaveAttribute('loading', /eager|lazy/);
      await expect(img).toHaveAttribute('width', '320');
      await expect(img).toHaveAttribute('height', '180');
    }
    // The server's HTML already has it (no script needed), with the words of that language.
    const html = await (await page.request.get(site(path))).text();
    expect(html).toContain('type="image/avif"');
    expect(html).toContain(`alt="${alt}"`);
  }

  // Each variant is served as what it is, cached for a year.
  const src = (await page.getByRole('img', { name: words.en, exact: true }).getAttribute('src')) ?? '';
  for (const [extension, type] of [
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
    ['jpg', 'image/jpeg'],
  ]) {
    const response = await page.request.get(site(src.replace(/\.jpg$/, `.${extension}`)));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(type);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // Feed readers get its 960-px JPEG as the item's enclosure.
  expect(src).toMatch(/\/960\.jpg$/);
  await expect
    .poll(async () => (await page.request.get(site('/en/rss.xml'))).text(), { timeout: 15_000 })
    .toContain(`type="image/jpeg" url="${SITE_ADDRESS}${src}"`);
});
