/** Browser errors of real visitors (issue 51), by message, section and version, the newest first. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../app/UiLanguage';
import { ListPage } from '../../ui/ListPage';
import { useLoaded } from '../../ui/useLoaded';
import { formatLocal } from '../content/scheduleTime';
import { listBrowserErrors } from './api/site-speed-api';

export function BrowserErrors() {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const loaded = useLoaded(
    useCallback(() => listBrowserErrors(), []),
    'browser-errors',
  );
  return (
    <ListPage
      title={t('siteSpeed.errorsTitle')}
      level={2}
      list={{ loaded }}
      count={(data) => t('siteSpeed.errorCount', { n: data.list.length, from: data.from })}
      empty={t('siteSpeed.noErrors')}
      columns={[
        t('siteSpeed.message'),
        t('siteSpeed.section'),
        t('siteSpeed.version'),
        t('siteSpeed.times'),
        t('siteSpeed.pages'),
        t('siteSpeed.lastSeen'),
      ]}
      row={(e) => (
        <tr key={`${e.message}|${e.section}|${e.version}`}>
          <th scope="row">{e.message}</th>
          <td>{e.section}</td>
          <td>{e.version || '—'}</td>
          <td>{e.count}</td>
          <td>{e.pages.join(', ')}</td>
          <td>{formatLocal(e.lastSeen, locale)}</td>
        </tr>
      )}
    >
      <p>{t('siteSpeed.errorsIntro')}</p>
    </ListPage>
  );
}
