import { useT } from '@azi/shared/ui/PageContext';
import { ArrowLink } from '../components/ArrowLink';
import { PersonCard } from '../components/PersonCard';
import { MANAGEMENT } from '../data/people';
import styles from './PeopleList.module.css';

/** #gltd: the published officers; a person appears here when the company publishes them. */
export function ManagementContent() {
  const t = useT('introduce');
  return (
    <ul className={styles.people}>
      {MANAGEMENT.map((appointment) => (
        <li key={appointment.person}>
          <PersonCard
            appointment={appointment}
            footer={<ArrowLink hash="csrjs">{t('personCard.profileLink')}</ArrowLink>}
          />
        </li>
      ))}
    </ul>
  );
}
