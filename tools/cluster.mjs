// @ts-check
/**
 * `npm run cluster [-- --short] [-- --keep]`: what docker-compose.yml describes, on this machine from
 * Debian packages, then checked:
 *
 *   PostgreSQL 15 (pg_ctlcluster; a role and a fresh database for this run)
 *   two copies of the compiled server (node site/server/main.js, NODE_ENV=production, one SITE_DIR
 *     prepared by deploy/prepare-site.mjs like a container's volume, TRUST_PROXY=1 as in compose)
 *   nginx in front (deploy/nginx-site.conf with nginx-forwarding-edge.conf, upstream to both
 *     copies) on a free 127.0.0.1 port
 *   and, for the proxy-chain step, the other set-up: a load balancer (an nginx that appends to
 *     X-Forwarded-For and says https) in front of a second nginx (nginx-forwarding-balancer.conf)
 *     in front of a third copy with TRUST_PROXY=2
 *
 * Steps: load (100 connections, 60 s, or 10 s with --short) · flood (1,000 connections of
 * never-cached pages from one address for 30 s, or 10 s, with a cached page and the API asked
 * beside it from other addresses) · fault (200 concurrent contact-form
 * submissions while one copy is SIGKILLed and restarted; PostgreSQL then holds exactly the
 * acknowledged ones) · a captcha issued by one copy is accepted by the other · a registry switch
 * is served by both copies on their next request · a bounded fuzz (about 2,500 malformed requests
 * through nginx and straight to a copy, no 5xx) · a restore drill (`npm run backup` through nginx
 * while leads are sent, the database wiped, `npm run restore`: every lead acknowledged before the
 * backup is back). Prints the figures; exits 1 when a check fails.
 * Everything it starts is stopped at the end, on failure and on Ctrl-C. Needs root (or
 * passwordless sudo) for PostgreSQL; installs nginx/postgresql with apt-get when missing.
 *
 * The copies run in production mode: no CAPTCHA_FIXED. The harness reads each captcha picture
 * and computes its proof of work (tools/cluster/captcha.mjs). Rate limits are per client address (5 posts and 30 captchas a
 * minute, not configurable by environment), so each simulated visitor connects from its own
 * loopback address (127.0.1.x, …): nginx passes that address on (replacing any the client sent),
 * and the copies trust that one hop.
 *
 * Here: the order of the steps and the summary. In tools/cluster/: settings.mjs (flags, sizes,
 * tokens), harness.mjs (checks, processes, clean-up, ports), postgres.mjs, site.mjs (site folder,
 * copies, nginx: the set-up), steps/*.mjs (one step each), and the visitor's helpers (http.mjs,
 * captcha.mjs, fuzz.mjs's cases).
 */
import { SHORT, LOAD_SECONDS, runId, started } from './cluster/settings.mjs';
import { seconds, say, checks, figures, timings, step, cleanup, watchdog, setCurrentStep } from './cluster/harness.mjs';
import { tmp, setup } from './cluster/site.mjs';
import { smoke } from './cluster/steps/smoke.mjs';
import { load } from './cluster/steps/load.mjs';
import { fault } from './cluster/steps/fault.mjs';
import { captchaAcrossCopies } from './cluster/steps/captchaAcrossCopies.mjs';
import { releaseSwitch } from './cluster/steps/releaseSwitch.mjs';
import { fuzz } from './cluster/steps/fuzz.mjs';
import { flood } from './cluster/steps/flood.mjs';
import { proxyChain } from './cluster/steps/proxyChain.mjs';
import { scanLogs } from './cluster/steps/scanLogs.mjs';
import { restoreDrill } from './cluster/steps/restoreDrill.mjs';

async function main() {
  say(`run ${runId}: ${SHORT ? 'short' : 'full'} (load ${LOAD_SECONDS} s); files in ${tmp}`);
  await step('set-up', setup);
  if (checks.some((c) => !c.ok)) return;
  await step('smoke', smoke);
  await step('load', load);
  await step('flood: 1,000 connections of never-cached pages from one address', flood);
  await step('fault: SIGKILL during 200 submissions', fault);
  await step('captcha across copies', captchaAcrossCopies);
  await step('release seen by both copies', releaseSwitch);
  await step('proxy chain: a load balancer in front of nginx', proxyChain);
  await step('fuzz', fuzz);
  // Last: it wipes the database and restores it from the archive it took.
  await step('restore drill: backup under write load, wipe, restore', restoreDrill);
  setCurrentStep('logs');
  scanLogs();
}

let exitCode = 1;
try {
  await main();
  exitCode = checks.some((c) => !c.ok) ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  setCurrentStep('clean-up');
  const t0 = Date.now();
  await cleanup();
  timings.push(['clean-up', Date.now() - t0]);
  clearTimeout(watchdog);
}

console.log('\n==== summary');
for (const [name, value] of figures) console.log(`  ${name}: ${value}`);
console.log('  time per step:');
for (const [name, ms] of timings) console.log(`    ${name}: ${seconds(ms)}`);
console.log(`  total: ${seconds(Date.now() - started)}`);
const failed = checks.filter((c) => !c.ok);
console.log(`  checks: ${checks.length - failed.length} of ${checks.length} passed`);
for (const c of failed) console.log(`  FAILED [${c.step}] ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
process.exit(exitCode);
