import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS } from '@azi/shared/i18n/languages';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { ScrollBox } from '../../ui/ScrollBox';
import { useLoaded } from '../../ui/useLoaded';
import {
  createSynonym,
  deleteSynonym,
  getSearchQueries,
  getSynonyms,
  updateSynonym,
  type SearchQueryCount,
  type Synonym,
} from './api/search-api';
import { SynonymForm, termsOf, type SynonymDraft } from './SynonymForm';
import styles from './SearchWordsPage.module.css';

const EMPTY: SynonymDraft = { lang: 'zh', text: '' };

function QueryTable({
  title,
  rows,
  onAdd,
}: {
  title: string;
  rows: SearchQueryCount[];
  onAdd?: (row: SearchQueryCount) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p>{t('searchWords.noQueries')}</p>;
  return (
    <ScrollBox label={title}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('searchWords.query')}</th>
            <th scope="col">{t('searchWords.lang')}</th>
            <th scope="col">{t('searchWords.searches')}</th>
            <th scope="col">{t('searchWords.results')}</th>
            {onAdd && <th scope="col">{t('searchWords.action')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.lang} ${row.query}`}>
              <td>{row.query}</td>
              <td>{t(`langs.${row.lang}`)}</td>
              <td>{row.searches}</td>
              <td>{row.results}</td>
              {onAdd && (
                <td>
                  <button type="button" className={buttons.button} onClick={() => onAdd(row)}>
                    {t('searchWords.addFor', { query: row.query })}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/**
 * Site search (admin and IR staff: the `search` area; issue 54): the synonym lists each language's
 * search applies from the next search on, and what visitors searched for in the last 28 days, with
 * what found nothing, so the team adds a synonym (one click fills the form) or a page.
 */
export function SearchWordsPage() {
  const { t } = useTranslation();
  const synonyms = useLoaded(
    useCallback(() => getSynonyms(), []),
    'synonyms',
  );
  const queries = useLoaded(
    useCallback(() => getSearchQueries(), []),
    'searchQueries',
  );
  const [draft, setDraft] = useState<SynonymDraft>(EMPTY);
  const [message, setMessage] = useState<Announcement | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (current: SynonymDraft) => {
    setBusy(true);
    try {
      const input = { lang: current.lang, terms: termsOf(current.text) };
      if (current.id === undefined) await createSynonym(input);
      else await updateSynonym(current.id, input);
      setMessage({ kind: 'ok', key: current.id === undefined ? 'searchWords.added' : 'searchWords.saved' });
      setDraft(EMPTY);
      synonyms.reload();
    } catch (error) {
      // The draft stays as typed: the message says what to change.
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (list: Synonym) => {
    if (!window.confirm(t('searchWords.confirmDelete', { terms: list.terms.join(' = ') }))) return;
    try {
      await deleteSynonym(list.id);
      setMessage({ kind: 'ok', key: 'searchWords.deleted' });
      synonyms.reload();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const lists = synonyms.data;
  const stats = queries.data;
  const shown =
    message ??
    (synonyms.error || queries.error
      ? { kind: 'error' as const, text: synonyms.error ?? queries.error ?? '' }
      : undefined);
  return (
    <section aria-labelledby="search-words-title">
      <h1 id="search-words-title">{t('searchWords.title')}</h1>
      <p>{t('searchWords.intro')}</p>
      <Announcer message={shown} />
      <h2>{t('searchWords.synonymsTitle')}</h2>
      <p>{t('searchWords.synonymsIntro')}</p>
      <SynonymForm
        draft={draft}
        busy={busy}
        onChange={setDraft}
        onSubmit={(current) => void submit(current)}
        onCancel={() => setDraft(EMPTY)}
      />
      {!lists
        ? !synonyms.error && <p role="status">{t('app.loading')}</p>
        : LANGS.map((lang) => (
            <div key={lang}>
              <h3>{t(`langs.${lang}`)}</h3>
              <ul className={styles.lists}>
                {lists
                  .filter((list) => list.lang === lang)
                  .map((list) => (
                    <li key={list.id} className={styles.list}>
                      <span className={styles.listTerms}>{list.terms.join(' = ')}</span>
                      <span className={styles.listActions}>
                        <button
                          type="button"
                          className={buttons.button}
                          onClick={() => setDraft({ id: list.id, lang: list.lang, text: list.terms.join('\n') })}
                        >
                          {t('searchWords.edit')}
                          <span className={styles.hidden}> {list.terms[0]}</span>
                        </button>
                        <button type="button" className={buttons.button} onClick={() => void remove(list)}>
                          {t('searchWords.delete')}
                          <span className={styles.hidden}> {list.terms[0]}</span>
                        </button>
                      </span>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
      <h2>{t('searchWords.queriesTitle')}</h2>
      {!stats ? (
        !queries.error && <p role="status">{t('app.loading')}</p>
      ) : (
        <>
          <p>{t('searchWords.queriesIntro', { from: stats.from, to: stats.to, floor: stats.floor })}</p>
          <h3>{t('searchWords.noneTitle')}</h3>
          <QueryTable
            title={t('searchWords.noneTitle')}
            rows={stats.none}
            onAdd={(row) => setDraft({ lang: row.lang, text: `${row.query}\n` })}
          />
          <h3>{t('searchWords.topTitle')}</h3>
          <QueryTable title={t('searchWords.topTitle')} rows={stats.top} />
        </>
      )}
    </section>
  );
}
