import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TYPES } from '@azi/shared/validation/contactForm';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { formatLocal } from '../content/scheduleTime';
import { listLeads, type LeadFilter } from './api/leads-api';
import { downloadText } from '@azi/shared/download/downloadText';
import { exportLeadsCsv } from './exportLeadsCsv';
import { FilterSelect } from '../../ui/FilterSelect';
import { ListPage } from '../../ui/ListPage';
import list from '../../ui/listPage.module.css';
import { usePagedList } from '../../ui/usePagedList';
import styles from './LeadsPage.module.css';

const PAGE_SIZE = 50;

/** The contact form's leads for sales: filter by day range and type, read, export as CSV. */
export function LeadsPage() {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const { loaded, filter, setFilter, paging } = usePagedList(listLeads, PAGE_SIZE, {} as LeadFilter);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Announcement | undefined>();
  const data = loaded.data;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: LeadFilter = {};
    for (const key of ['since', 'until', 'type'] as const) {
      const value = String(form.get(key) ?? '');
      if (value) next[key] = value;
    }
    setFilter(next);
  };

  const exportCsv = async () => {
    setBusy(true);
    setMessage(undefined);
    try {
      const { csv, rows } = await exportLeadsCsv(filter, data?.total ?? 0);
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(csv, `leads-${stamp}.csv`, 'text/csv;charset=utf-8');
      setMessage({ kind: 'ok', key: 'leads.exported', values: { count: rows } });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListPage
      title={t('leads.title')}
      list={{ loaded, paging }}
      count={(page) => t('leads.count', { total: page.total })}
      empty={t('leads.empty')}
      columns={[
        t('leads.receivedAt'),
        t('leads.type'),
        t('leads.name'),
        t('leads.company'),
        t('leads.contact'),
        t('leads.message'),
      ]}
      row={(lead) => (
        <tr key={lead.id}>
          <td>
            {formatLocal(lead.createdAt, dateLocale)}
            {lead.review && (
              <>
                <br />
                <span className={styles.review} title={t('leads.reviewHint')}>
                  {t('leads.review')}
                </span>
              </>
            )}
          </td>
          <td>{t(`leads.types.${lead.type}`, { defaultValue: lead.type })}</td>
          <th scope="row">
            {lead.name}
            {lead.position && <span className={styles.muted}> · {lead.position}</span>}
          </th>
          <td>{lead.companyName}</td>
          <td>
            {lead.telephone}
            <br />
            {lead.email}
          </td>
          <td className={styles.message}>{lead.content}</td>
        </tr>
      )}
    >
      <Announcer message={message} />
      <form className={list.filters} onSubmit={apply} role="search">
        <label>
          {t('leads.since')}
          <input type="date" name="since" defaultValue={filter.since} />
        </label>
        <label>
          {t('leads.until')}
          <input type="date" name="until" defaultValue={filter.until} />
        </label>
        <FilterSelect
          label={t('leads.type')}
          name="type"
          defaultValue={filter.type}
          any={t('leads.anyType')}
          choices={CONTACT_TYPES.map((type) => [type, t(`leads.types.${type}`)])}
        />
        <button type="submit" className={buttons.button}>
          {t('leads.filter')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => void exportCsv()} disabled={busy || !data}>
          {busy ? t('leads.exporting') : t('leads.export')}
        </button>
      </form>
    </ListPage>
  );
}
