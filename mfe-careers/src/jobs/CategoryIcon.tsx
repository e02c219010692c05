import type { ReactElement } from 'react';
import { LineIconFrame } from '@azi/shared/ui/LineIconFrame';
import type { JobCategory } from './jobCategories';
import styles from './CategoryIcon.module.css';

/** Line drawings on a 24×24 grid, stroked in the text colour so they follow their context. */
const PATHS: Record<JobCategory, ReactElement> = {
  // Scales of justice.
  legal: (
    <>
      <path d="M12 3v18M7 21h10M5 7h14M12 5l0 2" />
      <path d="M5 7l-3 6a3 3 0 0 0 6 0L5 7zM19 7l-3 6a3 3 0 0 0 6 0l-3-6z" />
    </>
  ),
  // A stack of coins beside a rising bar.
  finance: (
    <>
      <ellipse cx="9" cy="6" rx="6" ry="2.5" />
      <path d="M3 6v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6M3 10v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4M3 14v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4" />
      <path d="M19 20V11M22 20V8" />
    </>
  ),
  // A megaphone.
  marketing: (
    <>
      <path d="M3 10v4a1 1 0 0 0 1 1h3l9 5V4L7 9H4a1 1 0 0 0-1 1z" />
      <path d="M7 15l1.5 5h2.5L10 15M19.5 9a4 4 0 0 1 0 6" />
    </>
  ),
  // A briefcase with a handshake line.
  business: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 12h18M11 12v2h2v-2" />
    </>
  ),
  // Code brackets on a screen.
  engineering: (
    <>
      <rect x="2" y="4" width="20" height="14" rx="2" />
      <path d="M9 9l-2.5 2.5L9 14M15 9l2.5 2.5L15 14M8 21h8M12 18v3" />
    </>
  ),
};

export interface CategoryIconProps {
  category: JobCategory;
  /** Rendered size in CSS pixels. */
  size?: number;
}

/** The icon of a job family. Decorative: the family's name is always written next to it. */
export function CategoryIcon({ category, size = 24 }: CategoryIconProps) {
  return (
    <LineIconFrame size={size} className={styles.icon}>
      {PATHS[category]}
    </LineIconFrame>
  );
}
