/** The alerts screen's outbox: every mail with its status, readable here (without SMTP_URL the feature works without mail). */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../app/UiLanguage';
import buttons from '../../ui/buttons.module.css';
import list from '../../ui/listPage.module.css';
import { ResultsTable } from '../../ui/ResultsTable';
import { useLoaded } from '../../ui/useLoaded';
import { formatLocal } from '../content/scheduleTime';
import { listOutbox, readOutboxMail } from './api/alerts-api';
import styles from './AlertsPage.module.css';

const OUTBOX_PAGE_SIZE = 50;

export function Outbox() {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const [status, setStatus] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<{ id: number; text: string } | undefined>();
  const loaded = useLoaded(
    useCallback(() => listOutbox(status, pageNo, OUTBOX_PAGE_SIZE), [status, pageNo]),
    JSON.stringify([status, pageNo]),
  );
  const data = loaded.data;
  const open = async (id: number) => {
    const mail = await readOutboxMail(id);
    setOpened({ id, text: mail.hidden ? t('alerts.hiddenBody') : mail.textBody });
  };
  return (
    <section aria-labelledby="alerts-outbox-title">
      <h2 id="alerts-outbox-title">{t('alerts.outbox')}</h2>
      <form className={list.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('alerts.status')}
          <select
            value={status ?? ''}
            onChange={(event) => {
              setPageNo(1);
              setStatus(event.target.value || undefined);
            }}
          >
            <option value="">{t('alerts.any')}</option>
            {(['pending', 'sending', 'sent', 'failed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`alerts.mail.${s}`)} {data ? `(${data.counts[s] ?? 0})` : ''}
              </option>
            ))}
          </select>
        </label>
      </form>
      {loaded.error ? <p role="alert">{loaded.error}</p> : null}
      {!data ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <ResultsTable
          count={t('alerts.mailCount', { total: data.total })}
          empty={t('alerts.noMail')}
          columns={[t('alerts.createdAt'), t('alerts.recipient'), t('alerts.subject'), t('alerts.status'), t('alerts.attempts'), '']}
          rowCount={data.list.length}
          paging={{ pageNo, total: data.total, pageSize: OUTBOX_PAGE_SIZE, onPage: setPageNo }}
        >
          {data.list.map((m) => (
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
          ))}
        </ResultsTable>
      )}
    </section>
  );
}
