import { LineIconFrame } from '@azi/shared/ui/LineIconFrame';
import styles from './CheckList.module.css';

export interface CheckListProps {
  items: readonly string[];
  className?: string;
}

/** A list of short statements, each led by a check mark (benefits, key facts). */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <LineIconFrame size={20} className={styles.check}>
            <path d="M4 12.5l5 5L20 6.5" />
          </LineIconFrame>
          {item}
        </li>
      ))}
    </ul>
  );
}
