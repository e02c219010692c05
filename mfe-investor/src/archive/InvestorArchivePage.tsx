import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { INVESTOR_ARCHIVE_IDS, pageParam, type InvestorArchiveId, type PageKey } from '@azi/shared/routing/sitePages';
import { EmptyState } from '@azi/shared/ui/EmptyState';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { usePageAddress, usePagePath, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { BelowTheTop } from '@azi/shared/ui/Section';
import { Pagination } from '@azi/shared/ui/Pagination';
import { usePageData } from '@azi/shared/data/usePageData';
import { useUpcomingKeys } from '../calendar/useUpcomingKeys';
import { LoadFailed, Loading } from '@azi/shared/ui/LoadStatus';
import { ArchiveFilters, type TypeFilter } from './ArchiveFilters';
import { ARCHIVE_PAGE_SIZE, ARCHIVES } from './archiveDefinitions';
import { archiveQueryParams, parseArchiveQuery, type ArchiveQuery } from './archiveQuery';
import { DocumentCards } from './DocumentCards';
import { DocumentTable } from './DocumentTable';
import styles from './InvestorArchivePage.module.css';

function archiveIdOf(page: PageKey): InvestorArchiveId {
  const n = pageParam(page);
  return INVESTOR_ARCHIVE_IDS.find((id) => id === n) ?? 1;
}

/** Gives the results heading the focus once after a page change (`moved` says one is pending). */
function focusIfMoved(moved: RefObject<boolean>, heading: HTMLHeadingElement | null) {
  if (!heading || !moved.current) return;
  moved.current = false;
  heading.focus();
}

/** "12 documents": its own component, so that its plural is worked out only when it is drawn (BelowTheTop). */
function ResultsCount({ total }: { total: number }) {
  const t = useT('investor');
  return <>{t('archives.resultsCount', { count: total })}</>;
}

/**
 * /investor_list1..5: one IR archive with year, type and keyword filters and paging, all held in
 * the URL query so a filtered view can be shared and reloaded.
 */
export function InvestorArchivePage() {
  const t = useT('investor');
  const { lang, layout, page } = usePageAddress();
  const pagePath = usePagePath();
  const archive = ARCHIVES[archiveIdOf(page)];
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = archive.typeFilter?.param ?? 'type';
  const query = parseArchiveQuery(searchParams, archive.typeFilter?.values, typeParam);
  const state = usePageData(`investor:archive:${JSON.stringify([archive.id, lang, query])}`, () =>
    archive.load(query, lang, t),
  );
  // The selector keeps the years of the last answer while the next page loads (state adjusted
  // during render, so the years arrive in the same render as the rows).
  const [years, setYears] = useState<readonly number[]>([]);
  const answeredYears = state.status === 'ready' ? state.data.years : undefined;
  if (answeredYears && answeredYears !== years) setYears(answeredYears);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const movedToPage = useRef(false);
  const documents = state.status === 'ready' ? state.data.list : [];
  const upcomingKeys = useUpcomingKeys(documents);

  // After a page change, take keyboard and screen-reader users to the new results: when they
  // arrive, whether they were fetched after the click or were there at once (the shell fetches a
  // link's data at the click or before it: the page then goes from ready to ready), or come a
  // frame after the page's top (BelowTheTop: the heading takes the focus as it is mounted).
  useEffect(() => {
    if (state.status === 'ready') focusIfMoved(movedToPage, resultsHeading.current);
  }, [state]);
  const headingMounted = useCallback((node: HTMLHeadingElement | null) => {
    resultsHeading.current = node;
    focusIfMoved(movedToPage, node);
  }, []);

  const navigate = (next: ArchiveQuery, replace = false) =>
    setSearchParams(new URLSearchParams(archiveQueryParams(next, typeParam)), { replace });

  // A page past the end (an old link, a shrunken result) goes to the last page that exists.
  const lastPage = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / ARCHIVE_PAGE_SIZE)) : query.page;
  // Only a change of either number matters, not the rest of the query it carries along.
  const goToLastPage = useEffectEvent(() => navigate({ ...query, page: lastPage }, true));
  useEffect(() => {
    if (query.page > lastPage) goToLastPage();
  }, [query.page, lastPage]);
  const typeFilter: TypeFilter | undefined = archive.typeFilter && {
    label: t(archive.typeFilter.labelKey),
    options: archive.typeFilter.values.map((value) => ({ value, label: archive.typeFilter!.optionLabel(value, lang) })),
    allLabel: archive.typeFilter.allKey ? t(archive.typeFilter.allKey) : undefined,
    param: typeParam,
  };
  const title = t(`archives.${archive.id}.title`);
  const Documents = layout === 'mobile' ? DocumentCards : DocumentTable;

  return (
    <div className={layout === 'mobile' ? styles.mobile : styles.desktop}>
      <PageBanner title={title} subtitle={t(`archives.${archive.id}.lead`)} />
      <div className={styles.body}>
        <nav className={styles.archiveNav} aria-label={t('archives.navLabel')}>
          <PageLink to="investor" className={styles.back}>
            {t('archives.back')}
          </PageLink>
          <ul>
            {INVESTOR_ARCHIVE_IDS.map((id) => (
              <li key={id}>
                <PageLink
                  to={`investor_list${id}`}
                  aria-current={id === archive.id ? 'page' : undefined}
                  className={styles.archiveLink}
                >
                  {t(`archives.${id}.title`)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        {archive.feed ? (
          <p className={styles.feed}>
            <a href={archive.feed.path(lang)} type="application/rss+xml">
              {t(archive.feed.labelKey)}
            </a>
          </p>
        ) : null}
        <ArchiveFilters query={query} years={years} typeFilter={typeFilter} onChange={navigate} />
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'failed' ? <LoadFailed message={t('load.failed')} onRetry={state.retry} /> : null}
        {state.status === 'ready' ? (
          <BelowTheTop>
            <h2 className={styles.count} ref={headingMounted} tabIndex={-1}>
              <ResultsCount total={state.data.total} />
            </h2>
            {documents.length === 0 ? (
              <EmptyState />
            ) : (
              <Documents
                documents={documents}
                caption={title}
                upcomingKeys={upcomingKeys}
                dateLabel={archive.dateKey ? t(archive.dateKey) : undefined}
              />
            )}
            <Pagination
              pageNo={query.page}
              pageSize={ARCHIVE_PAGE_SIZE}
              total={state.data.total}
              hrefFor={(n) => pagePath(page, { query: archiveQueryParams({ ...query, page: n }, typeParam) })}
              onNavigate={(n) => {
                movedToPage.current = true;
                navigate({ ...query, page: n });
              }}
            />
          </BelowTheTop>
        ) : null}
      </div>
    </div>
  );
}
