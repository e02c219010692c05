/** The alerts screen's subscribers: per category and language, with their consent; CSV export; deletion on request. */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinList } from '@azi/shared/i18n/joinList';
import { LANGS } from '@azi/shared/i18n/languages';
import { ALERT_CATEGORIES, ALERT_TEXTS } from '@azi/shared/validation/alertSubscription';
import { useDateLocale, useUiLanguage } from '../../app/UiLanguage';
import type { Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { FilterSelect } from '../../ui/FilterSelect';
import { ListPage } from '../../ui/ListPage';
import list from '../../ui/listPage.module.css';
import { ScrollBox } from '../../ui/ScrollBox';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { usePagedList } from '../../ui/usePagedList';
import { formatLocal } from '../content/scheduleTime';
import { downloadText } from '@azi/shared/download/downloadText';
import type { SubscriberFilter, SubscriberRecord } from '@azi/shared/api/schemas/console';
import { deleteSubscriber, listSubscribers, subscribersCsv } from './api/alerts-api';
import styles from './AlertsPage.module.css';

const SUBSCRIBERS_PAGE_SIZE = 50;

export function Subscribers({ onMessage }: { onMessage: (message: Announcement | undefined) => void }) {
  const { t } = useTranslation();
  const { lang } = useUiLanguage();
  const dateLocale = useDateLocale();
  const words = ALERT_TEXTS[lang === 'zh' ? 'zh' : 'en'];
  const { loaded, filter, setFilter, paging } = usePagedList(
    listSubscribers,
    SUBSCRIBERS_PAGE_SIZE,
    {} as SubscriberFilter,
  );
  const data = loaded.data;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ['status', 'category', 'subscriberLang', 'email'] as const) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setFilter(next as SubscriberFilter);
  };

  const exportCsv = async () => {
    try {
      // The browser's decoding drops the byte-order mark; Excel needs it for Chinese.
      const csv = `\uFEFF${(await subscribersCsv(filter)).replace(/^\uFEFF/, '')}`;
      downloadText(csv, `alert-subscribers-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
      onMessage({ kind: 'ok', key: 'alerts.exported' });
    } catch (error) {
      onMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const removal = useConfirmedAction<SubscriberRecord>({
    run: async (subscriber) => {
      await deleteSubscriber(subscriber.id);
      loaded.reload();
    },
    done: (subscriber) => ({ kind: 'ok', key: 'alerts.deleted', values: { email: subscriber.email } }),
    question: (subscriber) => t('alerts.confirmDelete', { email: subscriber.email }),
    confirmLabel: t('alerts.delete'),
    onMessage,
  });

  return (
    <ListPage
      title={t('alerts.subscribers')}
      level={2}
      list={{ loaded, paging }}
      count={(page) => t('alerts.count', { total: page.total })}
      empty={t('alerts.empty')}
      columns={[
        t('alerts.email'),
        t('alerts.language'),
        t('alerts.categories'),
        t('alerts.status'),
        t('alerts.consent'),
        '',
      ]}
      row={(s) => (
        <tr key={s.id}>
          <th scope="row">{s.email}</th>
          <td>{t(`langs.${s.lang}`)}</td>
          <td>
            {joinList(
              lang,
              s.categories.map((c) => words.categories[c]),
            )}
          </td>
          <td>{t(`alerts.${s.status}`)}</td>
          <td>
            {formatLocal(s.consentAt, dateLocale)} · {s.consentAddress} · {s.consentVersion}
          </td>
          <td>
            <button type="button" className={buttons.danger} onClick={() => removal.ask(s)}>
              {t('alerts.delete')}
            </button>
          </td>
        </tr>
      )}
      after={removal.dialog}
    >
      {data ? (
        <ScrollBox labelledBy="alerts-counts-caption">
          <table className={styles.counts}>
            <caption id="alerts-counts-caption">
              {t('alerts.countsCaption', { confirmed: data.counts.confirmed, pending: data.counts.pending })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('alerts.category')}</th>
                {LANGS.map((l) => (
                  <th key={l} scope="col">
                    {t(`langs.${l}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ALERT_CATEGORIES.map((category) => (
                <tr key={category}>
                  <th scope="row">{words.categories[category]}</th>
                  {LANGS.map((l) => (
                    <td key={l}>{t('alerts.cell', data.counts.byCategory[category][l])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : null}
      <form className={list.filters} onSubmit={apply} role="search">
        <FilterSelect
          label={t('alerts.status')}
          name="status"
          any={t('alerts.any')}
          choices={[
            ['confirmed', t('alerts.confirmed')],
            ['pending', t('alerts.pending')],
          ]}
        />
        <FilterSelect
          label={t('alerts.category')}
          name="category"
          any={t('alerts.any')}
          choices={ALERT_CATEGORIES.map((category) => [category, words.categories[category]])}
        />
        <FilterSelect
          label={t('alerts.language')}
          name="subscriberLang"
          any={t('alerts.any')}
          choices={LANGS.map((l) => [l, t(`langs.${l}`)])}
        />
        <label>
          {t('alerts.email')}
          <input type="search" name="email" maxLength={254} />
        </label>
        <button type="submit" className={buttons.button}>
          {t('alerts.filter')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => void exportCsv()} disabled={!data}>
          {t('alerts.export')}
        </button>
      </form>
    </ListPage>
  );
}
