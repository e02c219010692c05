/**
 * `npm run rollback -w mfe-xxx [-- --to https://site --token $TOKEN]`: switches this remote back
 * to the version before the live one, on that site or (without --to) in this machine's site folder.
 */
import { fail, parseSiteArgs, remoteOfWorkspace, siteDir, siteRequest } from '../client';
import { rollback, withReleaseLock } from '@azi/server/releases/store';

async function main() {
  const name = remoteOfWorkspace();
  const { to, token } = parseSiteArgs(process.argv.slice(2));
  if (to) {
    const result = await siteRequest<{ from: string; to: string; registry: { before: string; after: string } }>(
      to,
      token,
      'POST',
      `/admin/releases/${name}/rollback`,
    );
    console.log(`${name}: rolled back on ${to} from ${result.from} to ${result.to}`);
    console.log(`  registry ${name}: ${result.registry.before} -> ${result.registry.after}`);
    return;
  }
  const site = siteDir();
  const result = await withReleaseLock(site, () => rollback(site, name, 'local'));
  console.log(`${name}: rolled back from ${result.from} to ${result.to}`);
}

main().catch(fail);
