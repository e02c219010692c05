// @ts-check
/**
 * What a page landed on keeps the phone's main thread busy with: each long task (50 ms or more)
 * from the navigation until the page has been quiet for a few seconds, and what it is made of, in
 * Debian's Chromium as Lighthouse's mobile run sees it (tools/mobilePreset.mjs: the /mobile twin,
 * 4x CPU, slow 4G):
 *   node tools/landing-tasks.mjs <baseUrl> [path …]        (default path: /en)
 *   RUNS=3 node tools/landing-tasks.mjs …                  (each page three times, in turns)
 *   BLOCK_SCRIPTS=1 node tools/landing-tasks.mjs …         (every script blocked: the HTML-only page)
 *   PROFILE=1 node tools/landing-tasks.mjs …               (and, under each long task, the JavaScript
 *                                                          it ran, by module: V8's sampling profiler;
 *                                                          named by the source file the build's source
 *                                                          maps give, when SITE_DIR has the built files)
 *   PROFILE=functions node tools/landing-tasks.mjs …       (the same by function: file and line, in
 *                                                          packages too)
 *   SHOW_MS=20 node tools/landing-tasks.mjs …              (also the tasks from 20 ms, to see how the
 *                                                          start-up's steps are cut; blocking still
 *                                                          counts from 50)
 * For each run: the long tasks in order (start after navigation, length, and their largest parts:
 * a script evaluated or a function called, by file; style, layout, parse, garbage collection), and
 * their blocking time (the part of each over 50 ms, summed, as Lighthouse's TBT does between first
 * paint and quiet). Tracing costs a little time itself; compare runs of this tool with each other,
 * not with Lighthouse's figures. The machine is shared and noisy. Prints figures; never a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { MOBILE, MOBILE_CPU_SLOWDOWN, MOBILE_NETWORK } from './mobilePreset.mjs';
import { median } from './runFigures.mjs';

const [baseArg, ...pathArgs] = process.argv.slice(2);
if (!baseArg) {
  console.error('usage: node tools/landing-tasks.mjs <baseUrl> [path …]');
  process.exit(2);
}
const base = baseArg.replace(/\/$/, '');
const paths = pathArgs.length > 0 ? pathArgs : ['/en'];
const runs = Math.max(1, Number(process.env.RUNS ?? 1) || 1);
const blockScripts = process.env.BLOCK_SCRIPTS === '1';
const profile = process.env.PROFILE === '1' || process.env.PROFILE === 'functions';
/** PROFILE=functions: name each sampled function by its file and line, packages' functions too. */
const byFunction = process.env.PROFILE === 'functions';
/** The built site the pages are served from (its .map files name the sampled functions' modules). */
const siteDir = process.env.SITE_DIR ?? path.join(import.meta.dirname, '..', 'site');
/** How long the page must have had no long task before the recording stops. */
const QUIET_MS = 5000;
const LONG_MS = 50;
/** SHOW_MS=20: also list the tasks from 20 ms (shorter parts of the start-up); the blocking time still counts from 50. */
const SHOW_MS = Math.min(LONG_MS, Number(process.env.SHOW_MS ?? LONG_MS) || LONG_MS);

/** The mobile twin of a path (/en/investor -> /en/mobile/investor), as the phone's visit is redirected. */
function mobilePath(/** @type {string} */ pagePath) {
  const match = /^\/(en|hk)(?=\/|$)/.exec(pagePath);
  const lang = match ? match[0] : '';
  const rest = pagePath.slice(lang.length);
  return `${lang}/mobile${rest === '/' ? '' : rest}`;
}

/** A child event's name for the table: what ran, and from which file. @param {any} event */
function partName(event) {
  const data = event.args?.data ?? {};
  const file = String(data.url ?? data.scriptName ?? '')
    .replace(base, '')
    .replace(/\?.*$/, '');
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile' || event.name === 'FunctionCall')
    return `${event.name} ${file || '(inline)'}`;
  return event.name;
}

/** The trace events that say what a task did; the scheduler's wrappers around them do not. */
const WORK = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'V8.GC_MARK_COMPACTOR',
  'V8.GC_SCAVENGER',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'HitTest',
  'Decode Image',
  'ResourceReceivedData',
]);

/** A thread's events with a duration: complete ones, and begin/end pairs (ParseHTML) joined. @param {any[]} events */
function completeEvents(events) {
  /** @type {any[]} */
  const out = [];
  /** @type {any[]} */
  const open = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X') out.push(e);
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ ...begin, ph: 'X', dur: e.ts - begin.ts, args: { ...begin.args, ...e.args } });
    }
  }
  return out;
}

/** The long tasks of one recorded trace, each with its largest parts by own time. @param {any[]} events */
function longTasks(events, /** @type {any} */ navigation) {
  const navigationStart = navigation.ts;
  // The renderer that loaded the page (the first one, about:blank's, may be another process).
  const onMain = completeEvents(events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= SHOW_MS && e.ts >= navigationStart);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const work = onMain.filter((e) => WORK.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= end);
    /** @type {Map<string, number>} */
    const parts = new Map();
    // Own time: each event's length less that of the work directly inside it (its parent is the
    // innermost event still open when it begins, outer ones first at the same instant).
    /** @type {{ event: any, own: number }[]} */
    const open = [];
    /** @type {{ event: any, own: number }[]} */
    const timed = [];
    for (const event of [...work].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
      for (let top = open.at(-1); top && top.event.ts + top.event.dur <= event.ts; top = open.at(-1)) open.pop();
      const parent = open.at(-1);
      if (parent && event.ts + event.dur <= parent.event.ts + parent.event.dur) parent.own -= event.dur;
      const entry = { event, own: event.dur };
      open.push(entry);
      timed.push(entry);
    }
    for (const { event, own } of timed) parts.set(partName(event), (parts.get(partName(event)) ?? 0) + own / 1000);
    const largest = [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
    return {
      start: (task.ts - navigationStart) / 1000,
      ms: task.dur / 1000,
      largest,
      /** @type {[string, number][] | undefined} */ modules: undefined,
    };
  });
}

/** Source maps of the served files, by URL (null: none on disk). @type {Map<string, SourceMapConsumer | null>} */
const sourceMaps = new Map();

/** The served file's source map, read from the built site (files under /remotes/ and the shell's). */
function sourceMapOf(/** @type {string} */ url) {
  if (sourceMaps.has(url)) return sourceMaps.get(url) ?? null;
  const file = url.startsWith(base + '/') ? url.slice(base.length + 1).replace(/\?.*$/, '') : '';
  const candidates = file ? [path.join(siteDir, 'shell', file), path.join(siteDir, file)] : [];
  const mapFile = candidates.map((candidate) => `${candidate}.map`).find((candidate) => fs.existsSync(candidate));
  const consumer = mapFile ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null;
  sourceMaps.set(url, consumer);
  return consumer;
}

/**
 * A sampled function's module as the source map names it: a package by its name, our own code by
 * its path and the function's name (undefined when the file has no map).
 * @param {{ url: string, lineNumber: number, columnNumber: number, functionName: string }} frame
 */
function sourceName(frame) {
  const consumer = frame.url ? sourceMapOf(String(frame.url)) : null;
  if (!consumer) return undefined;
  const position = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position.source) return undefined;
  const source = position.source.replace(/^webpack:\/\/[^/]*\//, '');
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const functionName = position.name ?? (frame.functionName || '(anonymous)');
  if (byFunction) return `${source.replace(/^.*node_modules\//, '')}:${position.line} ${functionName}`;
  return packageName ?? `${source} ${frame.functionName || '(anonymous)'}`;
}

/**
 * The JavaScript a stretch of time ran, by function (its file, name and position in the file), own
 * time in ms: the profiler's samples between `from` and `from + length` (µs, the trace's clock).
 * @param {any} cpuProfile @param {number} from @param {number} length
 */
function modulesIn(cpuProfile, from, length) {
  /** @type {Map<number, any>} */
  const nodes = new Map(cpuProfile.nodes.map((/** @type {any} */ node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const time = new Map();
  let at = cpuProfile.startTime;
  cpuProfile.samples.forEach((/** @type {number} */ id, /** @type {number} */ i) => {
    at += cpuProfile.timeDeltas[i];
    const next = cpuProfile.timeDeltas[i + 1] ?? 0;
    if (at < from || at > from + length) return;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const key =
      sourceName(frame) ??
      `${String(frame.url).replace(base, '') || '(native)'} ${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    time.set(key, (time.get(key) ?? 0) + next / 1000);
  });
  return [...time.entries()].sort((a, b) => b[1] - a[1]).slice(0, byFunction ? 14 : 8);
}

async function record(/** @type {import('@playwright/test').Browser} */ browser, /** @type {string} */ url) {
  const context = await browser.newContext({ ...MOBILE });
  const page = await context.newPage();
  if (blockScripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'toplevel',
      'blink.user_timing',
    ],
  });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'load' });
  // Quiet: no long task for QUIET_MS (checked in the page with a long-task observer).
  await page.evaluate(
    ({ quiet, long }) =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.duration >= long) last = performance.now();
        }).observe({ type: 'longtask', buffered: true });
        const check = () => (performance.now() - last >= quiet ? resolve(undefined) : setTimeout(check, 250));
        check();
      }),
    { quiet: QUIET_MS, long: LONG_MS },
  );
  const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
  const buffer = await browser.stopTracing();
  await context.close();
  const events = /** @type {{ traceEvents: any[] }} */ (JSON.parse(buffer.toString('utf8'))).traceEvents;
  const navigation = events.findLast(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`${url}: no navigation of the main frame in the trace`);
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
  const start = navigation.ts;
  const tasks = longTasks(events, navigation);
  if (cpuProfile)
    for (const task of tasks) task.modules = modulesIn(cpuProfile, start + task.start * 1000, task.ms * 1000);
  const fcp = firstPaint ? (firstPaint.ts - start) / 1000 : 0;
  const blocking = tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.ms - LONG_MS), 0);
  return { tasks, blocking, fcp };
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const pagePath of paths) {
    const url = base + mobilePath(pagePath);
    /** @type {number[]} */
    const blocking = [];
    for (let attempt = 1; attempt <= runs; attempt += 1) {
      const run = await record(browser, url);
      blocking.push(run.blocking);
      console.log(
        `\n${url}${blockScripts ? ' (scripts blocked)' : ''}, run ${attempt}: first paint ${Math.round(run.fcp)} ms, blocking after it ${Math.round(run.blocking)} ms`,
      );
      for (const task of run.tasks)
        console.log(
          `  at ${String(Math.round(task.start)).padStart(5)} ms ${String(Math.round(task.ms)).padStart(4)} ms: ${task.largest
            .map(([name, ms]) => `${name} ${Math.round(ms)}`)
            .join(', ')}`,
        );
      for (const task of run.tasks)
        if (task.modules?.length)
          console.log(
            `  task at ${Math.round(task.start)} ms ran: ${task.modules.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' | ')}`,
          );
    }
    if (runs > 1)
      console.log(`${url}: blocking after first paint, median of ${runs}: ${Math.round(median(blocking))} ms`);
  }
} finally {
  await browser.close();
}
