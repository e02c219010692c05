import { expect } from '@playwright/test';
import { CAREERS_TOKEN, INVESTOR_TOKEN, type ProductionSite } from './productionSite';

/** The release routes and pages of a production site as the sandbox specs use them: a team's uploads and rollbacks, and pages read over HTTP. */
export function releaseClient(site: ProductionSite) {
  const token = { mfe_careers: CAREERS_TOKEN, mfe_investor: INVESTOR_TOKEN } as const;
  type Team = keyof typeof token;
  const get = async (url: string) => {
    const response = await fetch(`${site.base}${url}`);
    return { status: response.status, html: await response.text() };
  };
  return {
    nextVersion: async (remote: Team) =>
      (
        (await (
          await fetch(`${site.base}/admin/releases/${remote}/next-version`, {
            headers: { authorization: `Bearer ${token[remote]}` },
          })
        ).json()) as { version: string }
      ).version,
    upload: (remote: Team, version: string, body: Buffer, stage = false) =>
      fetch(`${site.base}/admin/releases/${remote}/${version}${stage ? '?stage=1' : ''}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token[remote]}`, 'content-type': 'application/gzip' },
        body: new Uint8Array(body),
      }),
    rollback: async () => {
      const answer = await fetch(`${site.base}/admin/releases/mfe_careers/rollback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${CAREERS_TOKEN}` },
      });
      expect(answer.status).toBe(200);
    },
    get,
    /** Pages of every other section and the shell's, each answered and drawn. */
    othersAnswer: async () => {
      for (const url of [
        '/en',
        '/hk/investor',
        '/en/media',
        '/en/introduce',
        '/service',
        '/en/contact',
        '/en/alerts',
      ]) {
        const { status, html } = await get(url);
        expect(status, url).toBe(200);
        expect(html, url).toMatch(/<div id="root"><.+/s);
      }
    },
  };
}
