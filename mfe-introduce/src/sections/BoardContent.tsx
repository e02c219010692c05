import { useT } from '@azi/shared/ui/PageContext';
import { ArrowLink } from '../components/ArrowLink';
import { PersonCard } from '../components/PersonCard';
import { BOARD } from '../data/people';
import styles from './PeopleList.module.css';

/** #dshcy: the published directors, and the way to the committees they sit on. */
export function BoardContent() {
  const t = useT('introduce');
  return (
    <>
      <ul className={styles.people}>
        {BOARD.map((appointment) => (
          <li key={appointment.person}>
            <PersonCard appointment={appointment} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <ArrowLink hash="wyhgc">{t('board.committeesLink')}</ArrowLink>
      </p>
    </>
  );
}
