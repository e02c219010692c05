import { ApiError } from '@azi/shared/api/ApiError';
import { getSearch } from '@azi/shared/api/get-search';
import { knownDate } from '@azi/shared/api/schemas/content';
import type { SearchAnswer, SearchHit } from '@azi/shared/api/schemas/search';
import { SEARCH_KINDS, type SearchKind } from '@azi/shared/api/searchLimits';
import { usePageData } from '@azi/shared/data/usePageData';
import { searchResultPath } from '@azi/shared/routing/searchResultPath';
import { usePageAddress, usePagePath, useT } from '@azi/shared/ui/PageContext';
import { SiteLink } from '@azi/shared/ui/SiteLink';
import { SectionList } from './SectionList';
import { SEARCH_NAMESPACE } from './searchText';
import styles from './SearchPage.module.css';

interface SearchResultsProps {
  query: string;
  kind?: SearchKind;
  page: number;
}

const NO_ESCAPE = { interpolation: { escapeValue: false } };

/** The other archives a folded result is listed in, each linked to its place there. */
function AlsoIn({ also }: { also: NonNullable<SearchHit['also']> }) {
  const t = useT(SEARCH_NAMESPACE);
  const { lang, layout } = usePageAddress();
  return (
    <p className={styles.also}>
      {t('page.alsoIn')}{' '}
      {also.map((other, i) => {
        const href = searchResultPath(other, lang, layout);
        const label = t(`sources.${other.source}`);
        return (
          <span key={`${other.source}:${other.id ?? i}`}>
            {i > 0 ? ' · ' : null}
            {href ? <SiteLink to={href}>{label}</SiteLink> : label}
          </span>
        );
      })}
    </p>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const t = useT(SEARCH_NAMESPACE);
  const { lang, layout } = usePageAddress();
  const href = searchResultPath(hit, lang, layout);
  // An item known only by its year or month shows that, as the archives do.
  const date = hit.date ? knownDate(hit.date, hit.datePrecision) : undefined;
  return (
    <li className={styles.hit}>
      <p className={styles.hitMeta}>
        <span className={styles.kind}>{t(`kinds.${hit.kind}`)}</span>
        {date ? <time dateTime={date}>{date}</time> : null}
      </p>
      <h2 className={styles.hitTitle}>{href ? <SiteLink to={href}>{hit.title}</SiteLink> : hit.title}</h2>
      {hit.excerpt.length > 0 ? (
        <p className={styles.excerpt}>
          {hit.excerpt.map((part, i) =>
            part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
          )}
        </p>
      ) : null}
      {hit.also?.length ? <AlsoIn also={hit.also} /> : null}
    </li>
  );
}

/** Links to the same search narrowed to one kind (or all), each with its count. */
function KindFilter({ query, kind, answer }: { query: string; kind?: SearchKind; answer: SearchAnswer }) {
  const t = useT(SEARCH_NAMESPACE);
  const pagePath = usePagePath();
  // A result folded from several kinds (one 20-F listed in three archives) counts once in "all".
  const all = answer.everyKind;
  const choices: { kind?: SearchKind; label: string; count: number }[] = [
    { label: t('page.all'), count: all },
    ...SEARCH_KINDS.filter((each) => answer.counts[each] > 0 || each === kind).map((each) => ({
      kind: each,
      label: t(`kinds.${each}`),
      count: answer.counts[each],
    })),
  ];
  return (
    <nav aria-label={t('page.filterLabel')}>
      <ul className={styles.filter}>
        {choices.map((choice) => (
          <li key={choice.kind ?? 'all'}>
            <a
              className={styles.filterLink}
              href={pagePath('search', { query: { q: query, kind: choice.kind } })}
              aria-current={choice.kind === kind ? 'page' : undefined}
            >
              {choice.label}{' '}
              <span className={styles.filterCount}>({answer.capped ? `${choice.count}+` : choice.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pager({ query, kind, answer }: { query: string; kind?: SearchKind; answer: SearchAnswer }) {
  const t = useT(SEARCH_NAMESPACE);
  const pagePath = usePagePath();
  const pages = Math.ceil(answer.total / answer.pageSize);
  if (pages <= 1) return null;
  const link = (page: number) => pagePath('search', { query: { q: query, kind, page: page > 1 ? page : undefined } });
  return (
    <nav className={styles.pager} aria-label={t('page.pagination')}>
      {answer.pageNo > 1 ? (
        <a href={link(answer.pageNo - 1)} rel="prev">
          {t('page.previous')}
        </a>
      ) : null}
      <span>{t('page.pageOf', { page: answer.pageNo, pages })}</span>
      {answer.pageNo < pages ? (
        <a href={link(answer.pageNo + 1)} rel="next">
          {t('page.next')}
        </a>
      ) : null}
    </nav>
  );
}

/** "Did you mean": the same search with the word one edit away from a word of the index. */
function Suggestion({ suggestion }: { suggestion: string }) {
  const t = useT(SEARCH_NAMESPACE);
  const pagePath = usePagePath();
  return (
    <p className={styles.suggestion}>
      {t('page.didYouMean')} <a href={pagePath('search', { query: { q: suggestion } })}>{suggestion}</a>
    </p>
  );
}

/** The results of a query: the kinds found, one page of results, the pages; or the sections when nothing matched. */
export function SearchResults({ query, kind, page }: SearchResultsProps) {
  const t = useT(SEARCH_NAMESPACE);
  const { lang } = usePageAddress();
  const found = usePageData(`search:${lang}:${kind ?? ''}:${page}:${query}`, () =>
    getSearch({ q: query, lang, kind, page }),
  );
  if (found.status === 'loading') return <p className={styles.lead}>…</p>;
  if (found.status === 'failed') {
    const tooMany = found.error instanceof ApiError && found.error.status === 429;
    return (
      <p className={styles.notice} role="alert">
        {t(tooMany ? 'search.page.tooMany' : 'search.page.failed')}
      </p>
    );
  }
  const answer = found.data;
  const anything = SEARCH_KINDS.some((each) => answer.counts[each] > 0);
  if (!anything) {
    return (
      <div className={styles.none}>
        <p role="status">{t('page.none', { query, ...NO_ESCAPE })}</p>
        {answer.suggestion ? <Suggestion suggestion={answer.suggestion} /> : null}
        <p>{t('page.noneHint')}</p>
        <SectionList />
      </div>
    );
  }
  return (
    <>
      <KindFilter query={query} kind={kind} answer={answer} />
      <section aria-labelledby="search-results-title">
        <h2 id="search-results-title" className={styles.resultsTitle}>
          {t('page.results')}{' '}
          <span className={styles.count}>
            {t('page.count', { count: answer.capped ? `${answer.total}+` : answer.total })}
          </span>
        </h2>
        <ol className={styles.hits}>
          {answer.list.map((hit) => (
            <Hit key={`${hit.source}:${hit.id ?? ''}:${hit.page ?? ''}:${hit.anchor ?? ''}`} hit={hit} />
          ))}
        </ol>
      </section>
      <Pager query={query} kind={kind} answer={answer} />
    </>
  );
}
