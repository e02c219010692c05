import type { Page } from '@playwright/test';

/**
 * Pictures of pages for a person to look at: written only when `E2E_SHOTS_DIR` names a folder,
 * so a CI run spends no time on files nobody opens. Assertions never depend on them.
 */
export async function keepShot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/**
 * Prints the page on A4, as a visitor's print dialog lays it out (the page then sees a sheet about
 * 794 CSS px wide), and keeps the PDF where `keepShot` keeps its pictures. Always printed: what the
 * page does while it is printed is part of the test.
 */
export async function printPage(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  await page.pdf({ path: dir ? `${dir}/${name}.pdf` : undefined, format: 'A4', printBackground: false });
}
