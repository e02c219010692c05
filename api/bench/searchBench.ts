/**
 * `npm run bench:search -w api`: how long the site search's query takes (searchSite: the count
 * of each kind, one page of ranked results, excerpts), on PGlite in memory:
 * 1. the seeded site: the launch content, plus the remotes' declared text when a built site
 *    (site/remotes.json and its versions' search-text.json) is there;
 * 2. 10,000 synthetic documents in each language, their words drawn from that same text.
 * Prints p50 and p95 per language and data set (and per query with BENCH_DETAIL=1). The goal (issue 40) is p95 under 30 ms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { checkSearchText } from '@azi/shared/contract/searchText';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';
import { findRepoRoot } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { seedIfEmpty } from '../src/db/seed/seed';
import { insertDocuments, type SearchDocument } from '../src/search/searchDocuments';
import { rebuildContentIndex, replacePageText } from '../src/search/searchIndex';
import { searchSite } from '../src/search/searchSite';
import { words } from '../src/search/segment';

const SYNTHETIC = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** BENCH_DETAIL=1 also prints each query's own figures. */
const DETAIL = process.env.BENCH_DETAIL === '1';
const QUERIES: Record<Lang, string[]> = {
  zh: ['供应链', '保险', '招聘', '年度报告', '配件 门店', '智慧门店', '纳斯达克', '工程师', '供应链金融', '没有这个词'],
  hk: ['供應鏈', '保險', '招聘', '年報', '配件 門店', '智慧門店', '納斯達克', '工程師', '供應鏈金融', '沒有這個詞'],
  en: [
    'insurance',
    'supply chain',
    'annual report',
    'parts stores',
    'engineer',
    'Nasdaq',
    'smart store SaaS',
    '"supply chain payment"',
    'recruitment',
    'nothingmatches',
  ],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The remotes' declared text of the built site, if there is one. */
function builtDeclarations(
  siteDir: string,
): { remote: RemoteName; version: string; entries: ReturnType<typeof checkSearchText> }[] {
  const registryFile = path.join(siteDir, 'remotes.json');
  if (!fs.existsSync(registryFile)) return [];
  const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Record<string, string>;
  return Object.entries(registry).flatMap(([remote, url]) => {
    const version = /\/remotes\/[a-z_]+\/([^/]+)\//.exec(url)?.[1];
    const file = version && path.join(siteDir, 'remotes', remote, version, 'search-text.json');
    if (!file || !fs.existsSync(file) || !(REMOTE_NAMES as readonly string[]).includes(remote)) return [];
    return [
      {
        remote: remote as RemoteName,
        version,
        entries: checkSearchText(JSON.parse(fs.readFileSync(file, 'utf8')), remote as RemoteName),
      },
    ];
  });
}

async function measure(label: string, db: Parameters<typeof searchSite>[0]): Promise<void> {
  for (const lang of LANGS) {
    const times: number[] = [];
    const perQuery = new Map<string, number[]>();
    let found = 0;
    for (let run = 0; run < RUNS + 2; run++) {
      for (const q of QUERIES[lang]) {
        const started = performance.now();
        const answer = await searchSite(db, { q, lang, page: 1, now: new Date() });
        const ms = performance.now() - started;
        // The first two rounds warm the planner and the JIT.
        if (run >= 2) {
          times.push(ms);
          const list = perQuery.get(q) ?? [];
          list.push(ms);
          perQuery.set(q, list);
        }
        if (run === 0) found += answer.total;
      }
    }
    if (DETAIL) {
      for (const [q, list] of perQuery) {
        list.sort((a, b) => a - b);
        console.log(
          `  ${lang} ${JSON.stringify(q).padEnd(26)} p50 ${percentile(list, 50).toFixed(2).padStart(6)} ms  p95 ${percentile(list, 95).toFixed(2).padStart(6)} ms`,
        );
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(34)} ${lang}  queries ${String(times.length).padStart(4)}  p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(6)} ms  max ${times.at(-1)!.toFixed(2).padStart(7)} ms  (results of the ${QUERIES[lang].length} queries: ${found})`,
    );
  }
}

async function main(): Promise<void> {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const content = await rebuildContentIndex(db);
    const declared = builtDeclarations(path.join(findRepoRoot(), 'site'));
    for (const { remote, version, entries } of declared)
      if (entries.ok) await replacePageText(db, remote, version, entries.value.entries);
    const [{ rows }] = [{ rows: await db.query<{ n: number }>('select count(*)::int as n from search_document') }];
    console.log(
      `seeded site: ${content} content documents and ${declared.length} remotes' declared text (${rows[0]!.n} rows in all)`,
    );
    await measure('seeded site', db);

    // The vocabulary of the synthetic documents: the words of the indexed text, per language, in
    // an order that does not depend on the order the rows were written in (the same documents
    // every run, so two versions' result counts can be compared).
    const vocabulary: Record<Lang, string[]> = { zh: [], hk: [], en: [] };
    for (const lang of LANGS) {
      const texts = await db.query<{ title: string; body: string }>(
        'select title, body from search_document where lang = $1 order by source, item_id, remote, page, anchor, title, body',
        [lang],
      );
      const all = texts.flatMap((row) =>
        lang === 'en' ? `${row.title} ${row.body}`.split(/\s+/) : words(`${row.title} ${row.body}`),
      );
      vocabulary[lang] = all.filter(Boolean);
    }
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = (lang: Lang, n: number) =>
      Array.from({ length: n }, () => vocabulary[lang][Math.floor(random() * vocabulary[lang].length)]).join(
        lang === 'en' ? ' ' : '',
      );
    const started = performance.now();
    const docs: SearchDocument[] = [];
    for (let i = 0; i < SYNTHETIC; i++) {
      for (const lang of LANGS) {
        docs.push({
          source: 'media',
          itemId: 1_000_000 + i,
          kind: 'news',
          lang,
          title: pick(lang, 6),
          summary: pick(lang, 20),
          body: pick(lang, 120),
          itemDate: '2025-01-01',
        });
      }
    }
    await db.transaction((tx) => insertDocuments(tx, docs));
    await db.query('analyze search_document');
    console.log(
      `synthetic: ${SYNTHETIC} documents in each language (${docs.length} rows) written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const sizes = await db.query<{ whole: string; document: string; head: string }>(
      `select pg_total_relation_size('search_document') as whole, pg_relation_size('search_document_document_idx') as document, pg_relation_size('search_document_head_idx') as head`,
    );
    const mb = (bytes: string | undefined) => `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `index on disk: table with its indexes ${mb(sizes[0]?.whole)}, of which the GIN indexes ${mb(sizes[0]?.document)} (words) and ${mb(sizes[0]?.head)} (titles)`,
    );
    await measure(`seeded site + ${SYNTHETIC} synthetic documents`, db);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
