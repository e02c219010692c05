import { DataTable } from '@azi/shared/ui/DataTable';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { COMMITTEES } from '../data/committees';
import type { PersonKey } from '../data/people';
import styles from './CommitteesTable.module.css';

/**
 * #wyhgc: the board's three committees with their chair and members. Roles nobody has been
 * published for say so in the page's language instead of showing a name.
 */
export function CommitteesTable() {
  const t = useT('introduce');
  const { layout } = usePageAddress();
  const pending = <span className={styles.pending}>{t('committees.toBeAnnounced')}</span>;
  const names = (people: readonly PersonKey[]) =>
    people.length === 0 ? (
      pending
    ) : (
      <ul className={styles.names}>
        {people.map((person) => (
          <li key={person}>{t(`people.${person}.name`)}</li>
        ))}
      </ul>
    );

  return (
    <div className={`${styles.wrap} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <DataTable caption={t('committees.caption')} compact={layout === 'mobile'} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('committees.columns.committee')}</th>
            <th scope="col">{t('committees.columns.chair')}</th>
            <th scope="col">{t('committees.columns.members')}</th>
          </tr>
        </thead>
        <tbody>
          {COMMITTEES.map((committee) => (
            <tr key={committee.key}>
              <th scope="row">{t(`committees.names.${committee.key}`)}</th>
              <td>{committee.chair ? t(`people.${committee.chair}.name`) : pending}</td>
              <td>{names(committee.members)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className={styles.note}>{t('committees.note')}</p>
    </div>
  );
}
