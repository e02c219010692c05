import { useT } from '@azi/shared/ui/PageContext';
import styles from './PointList.module.css';

interface Point {
  title: string;
  body: string;
}

/** The short points of a section (`employee.<section>.points`), each with its own h3. */
export function PointList({ section }: { section: 'talentDevelopment' | 'businessSchool' | 'activities' }) {
  const t = useT('careers');
  const value: unknown = t(`employee.${section}.points`, { returnObjects: true });
  const points = Array.isArray(value) ? (value as Point[]) : [];
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <li key={point.title} className={styles.point}>
          <h3 className={styles.title}>{point.title}</h3>
          <p className={styles.body}>{point.body}</p>
        </li>
      ))}
    </ul>
  );
}
