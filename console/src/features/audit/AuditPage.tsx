import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../app/UiLanguage';
import buttons from '../../ui/buttons.module.css';
import { ListPage } from '../../ui/ListPage';
import list from '../../ui/listPage.module.css';
import { usePagedList } from '../../ui/usePagedList';
import { formatLocal, localInputToIso, localZoneLabel } from '../content/scheduleTime';
import type { AuditQuery } from '@azi/shared/api/schemas/console';
import { listAudit } from './api/audit-api';

const PAGE_SIZE = 50;

/** Who changed what and when, for admins: filters on who, action, area, item and time range. */
export function AuditPage() {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const { loaded, setFilter, paging } = usePagedList(listAudit, PAGE_SIZE, {} as AuditQuery);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: AuditQuery = {};
    for (const key of ['actor', 'action', 'contentType', 'targetId'] as const) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    for (const key of ['from', 'to'] as const) {
      const iso = localInputToIso(String(form.get(key) ?? ''));
      if (iso) next[key] = iso;
    }
    setFilter(next);
  };

  const field = (key: keyof AuditQuery, type = 'text') => (
    <label>
      {type === 'datetime-local'
        ? t('app.inLocalTime', { label: t(`audit.${key}`), zone: localZoneLabel() })
        : t(`audit.${key}`)}
      <input type={type} name={key} />
    </label>
  );

  return (
    <ListPage
      title={t('audit.title')}
      list={{ loaded, paging }}
      count={(data) => t('audit.count', { total: data.total })}
      empty={t('audit.empty')}
      columns={[
        t('audit.at'),
        t('audit.actor'),
        t('audit.action'),
        t('audit.contentType'),
        t('audit.targetId'),
        t('audit.summary'),
        t('audit.address'),
      ]}
      row={(entry) => (
        <tr key={entry.id}>
          <td>{formatLocal(entry.at, dateLocale)}</td>
          <th scope="row">{entry.actor}</th>
          <td>{entry.action}</td>
          <td>{entry.contentType}</td>
          <td>{entry.targetId}</td>
          <td>{entry.summary}</td>
          <td>{entry.clientIp}</td>
        </tr>
      )}
    >
      <form className={list.filters} onSubmit={apply} role="search">
        {field('actor')}
        {field('action')}
        {field('contentType')}
        {field('targetId')}
        {field('from', 'datetime-local')}
        {field('to', 'datetime-local')}
        <button type="submit" className={buttons.button}>
          {t('audit.filter')}
        </button>
      </form>
    </ListPage>
  );
}
