/** The alerts screen's outbox: every mail with its status, readable here (without SMTP_URL the feature works without mail). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../app/UiLanguage';
import buttons from '../../ui/buttons.module.css';
import { ListPage } from '../../ui/ListPage';
import list from '../../ui/listPage.module.css';
import { usePagedList } from '../../ui/usePagedList';
import { formatLocal } from '../content/scheduleTime';
import { listOutbox, readOutboxMail } from './api/alerts-api';
import styles from './AlertsPage.module.css';

const OUTBOX_PAGE_SIZE = 50;

export function Outbox() {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const {
    loaded,
    filter: status,
    setFilter: setStatus,
    paging,
  } = usePagedList(listOutbox, OUTBOX_PAGE_SIZE, undefined as string | undefined);
  const [opened, setOpened] = useState<{ id: number; text: string } | undefined>();
  const data = loaded.data;
  const open = async (id: number) => {
    const mail = await readOutboxMail(id);
    setOpened({ id, text: mail.hidden ? t('alerts.hiddenBody') : mail.textBody });
  };
  return (
    <ListPage
      title={t('alerts.outbox')}
      level={2}
      list={{ loaded, paging }}
      count={(page) => t('alerts.mailCount', { total: page.total })}
      empty={t('alerts.noMail')}
      columns={[
        t('alerts.createdAt'),
        t('alerts.recipient'),
        t('alerts.subject'),
        t('alerts.status'),
        t('alerts.attempts'),
        '',
      ]}
      row={(m) => (
        <tr key={m.id}>
          <td>{formatLocal(m.createdAt, dateLocale)}</td>
          <td>{m.recipient}</td>
          <th scope="row">
            {m.subject}
            {opened?.id === m.id ? <pre className={styles.body}>{opened.text}</pre> : null}
          </th>
          <td>
            {t(`alerts.mail.${m.status}`)}
            {m.lastError ? <div className={styles.error}>{m.lastError}</div> : null}
          </td>
          <td>{m.attempts}</td>
          <td>
            <button type="button" className={buttons.button} onClick={() => void open(m.id)}>
              {t('alerts.read')}
            </button>
          </td>
        </tr>
      )}
    >
      <form className={list.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('alerts.status')}
          <select value={status ?? ''} onChange={(event) => setStatus(event.target.value || undefined)}>
            <option value="">{t('alerts.any')}</option>
            {(['pending', 'sending', 'sent', 'failed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`alerts.mail.${s}`)} {data ? `(${data.counts[s] ?? 0})` : ''}
              </option>
            ))}
          </select>
        </label>
      </form>
    </ListPage>
  );
}
