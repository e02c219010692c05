/**
 * /search and /mobile/search (issue 40): the site's search, drawn on the server from the URL
 * alone (works without script). The query is only ever text in the page: React escapes it in the
 * HTML, the title goes through the server's escaping, the boot block through its JSON escaping.
 */
import { useSearchParams } from '@azi/shared/routing/navigation';
import { SEARCH_QUERY_MAX } from '@azi/shared/api/searchLimits';
import { useDocumentMeta } from '@azi/shared/hooks/useDocumentMeta';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { pageMeta } from '../meta/metaText';
import { SearchField } from './SearchField';
import { SearchResults } from './SearchResults';
import { SectionList } from './SectionList';
import { readSearchQuery } from './searchQuery';
import { SEARCH_NAMESPACE } from './searchText';
import styles from './SearchPage.module.css';

export function SearchPage() {
  const t = useT(SEARCH_NAMESPACE);
  const { lang, layout } = usePageAddress();
  const [params] = useSearchParams();
  const { query, cut, kind, page } = readSearchQuery(params);
  // Without a query, the page's own title; landed on, that is the served one until the titles come (useDocumentSetup).
  useDocumentMeta({
    title: query
      ? t('page.metaTitleFor', { query, interpolation: { escapeValue: false } })
      : (pageMeta(lang, 'search')?.title ?? ''),
  });
  return (
    <div className={`${styles.page} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <h1 className={styles.title}>
        {query ? t('page.titleFor', { query, interpolation: { escapeValue: false } }) : t('page.title')}
      </h1>
      <SearchField variant="page" value={query} />
      {cut ? (
        <p className={styles.notice} role="status">
          {t('page.cut', { max: SEARCH_QUERY_MAX })}
        </p>
      ) : null}
      {query ? (
        <SearchResults query={query} kind={kind} page={page} />
      ) : (
        <>
          <p className={styles.lead}>{params.has('q') ? t('page.nothingToSearch') : t('page.lead')}</p>
          <SectionList />
        </>
      )}
    </div>
  );
}
