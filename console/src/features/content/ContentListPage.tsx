import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { YEAR_MAX, YEAR_MIN } from '@azi/shared/api/schemas/content';
import { useDateLocale, useUiLanguage } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import { ApplyClicksCount, ApplyClicksFailure, useApplyClicks } from './ApplyClicks';
import buttons from '../../ui/buttons.module.css';
import { listContent } from './api/content-api';
import type { ContentName } from '@azi/shared/content/contentKinds';
import type { PublicState } from './contentItem';
import { LanguageCompleteness } from './LanguageCompleteness';
import { formatLocal } from './scheduleTime';
import { FilterSelect } from '../../ui/FilterSelect';
import { ListPage } from '../../ui/ListPage';
import list from '../../ui/listPage.module.css';
import { useLoaded } from '../../ui/useLoaded';
import styles from './ContentListPage.module.css';

const PAGE_SIZE = 20;
const STATES: readonly PublicState[] = ['draft', 'scheduled', 'live'];

/** The filters live in the address, so a filtered list can be reloaded, shared and gone back to. */
function readFilters(params: URLSearchParams) {
  const state = params.get('state');
  const year = Number(params.get('year'));
  const languages = params.get('languages');
  return {
    pageNo: Math.max(1, Number(params.get('page')) || 1),
    keyword: params.get('q') ?? '',
    state: STATES.includes(state as PublicState) ? (state as PublicState) : undefined,
    year: Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX ? year : undefined,
    languages:
      languages === 'complete' || languages === 'incomplete' ? (languages as 'complete' | 'incomplete') : undefined,
  };
}

export function ContentListPage({ kind }: { kind: ContentName }) {
  const { t } = useTranslation();
  const { lang } = useUiLanguage();
  const locale = useDateLocale();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const arrived = (location.state as { message?: Announcement } | null)?.message;
  const { pageNo, keyword, state, year, languages } = filters;
  const loaded = useLoaded(
    useCallback(
      () =>
        listContent(kind, {
          pageNo,
          pageSize: PAGE_SIZE,
          ...(state ? { state } : {}),
          ...(keyword ? { keyword } : {}),
          ...(year ? { year } : {}),
          ...(languages ? { languages } : {}),
        }),
      [kind, pageNo, keyword, state, year, languages],
    ),
    JSON.stringify([kind, pageNo, keyword, state, year, languages]),
  );

  // Jobs show their apply clicks (issue 56).
  const clicks = useApplyClicks(kind);
  const withClicks = kind === 'job';

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'state', 'year', 'languages']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear + 2 - 2010 }, (_, i) => thisYear + 1 - i);
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };

  return (
    <ListPage
      title={t(`kinds.${kind}`)}
      action={
        <Link className={buttons.primary} to={`/content/${kind}/new`}>
          {t('list.new')}
        </Link>
      }
      list={{ loaded, paging: { pageNo, pageSize: PAGE_SIZE, onPage: goTo } }}
      count={(page) => t('list.count', { total: page.total })}
      empty={t('list.empty')}
      columns={[
        t('list.title'),
        t('list.date'),
        t('list.state'),
        t('list.publicFrom'),
        ...(withClicks ? [t('list.applyClicks')] : []),
        t('list.languages'),
        t('list.actions'),
      ]}
      row={(item) => (
        <tr key={item.id}>
          <th scope="row">
            <Link to={`/content/${kind}/${item.id}`}>
              {(lang === 'en' ? item.title.en : item.title.zh) ||
                item.title.en ||
                item.title.zh ||
                item.title.hk ||
                `#${item.id}`}
            </Link>
          </th>
          <td className={styles.nowrap}>{item.date}</td>
          <td>
            <span className={styles[item.state]}>{t(`state.${item.state}`)}</span>
          </td>
          <td>{item.state === 'draft' ? '—' : formatLocal(item.publishAt, locale)}</td>
          {withClicks && (
            <td>
              <ApplyClicksCount clicks={clicks} jobId={item.id} />
            </td>
          )}
          <td>
            <LanguageCompleteness missing={item.missingLanguages} compact />
          </td>
          <td className={styles.rowActions}>
            <Link to={`/content/${kind}/${item.id}`}>{t('list.edit')}</Link>
            <Link to={`/content/${kind}/${item.id}/preview`}>{t('list.preview')}</Link>
          </td>
        </tr>
      )}
    >
      <Announcer message={arrived} />
      <ApplyClicksFailure clicks={clicks} />
      <form className={list.filters} onSubmit={apply} role="search" key={params.toString()}>
        <label>
          {t('list.search')}
          <input type="search" name="q" defaultValue={keyword} maxLength={100} />
        </label>
        <FilterSelect
          label={t('list.state')}
          name="state"
          defaultValue={state}
          any={t('list.anyState')}
          choices={STATES.map((s) => [s, t(`state.${s}`)])}
        />
        <FilterSelect
          label={t('list.year')}
          name="year"
          defaultValue={year}
          any={t('list.anyYear')}
          choices={years.map((y) => [y, String(y)])}
        />
        <FilterSelect
          label={t('list.completeness')}
          name="languages"
          defaultValue={languages}
          any={t('list.anyCompleteness')}
          choices={[
            ['complete', t('list.complete')],
            ['incomplete', t('list.incomplete')],
          ]}
        />
        <button type="submit" className={buttons.button}>
          {t('list.apply')}
        </button>
      </form>
    </ListPage>
  );
}
