import { buildPath } from '@azi/shared/routing/paths';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import styles from './SearchField.module.css';

export interface SearchFieldProps {
  /** Where it sits: the desktop header, the mobile menu, or the search page itself. */
  variant: 'desktop' | 'mobile' | 'page';
  /** The query shown in the field (the search page's own). */
  value?: string;
}

/**
 * The site search field: a plain GET form to /{lang}/search (and its mobile twin), so it works
 * without script and adds none; its label is read by screen readers, its size is fixed so the
 * header never moves when it appears.
 */
export function SearchField({ variant, value }: SearchFieldProps) {
  const t = useT('common');
  const { lang, layout } = usePageAddress();
  const id = `site-search-${variant}`;
  const action = buildPath({ lang, layout, page: 'search' });
  const form = (
    <form role="search" method="get" action={action} className={`${styles.form} ${styles[variant]}`}>
      <label htmlFor={id} className={variant === 'page' ? styles.pageLabel : 'visually-hidden'}>
        {t('header.search.label')}
      </label>
      <span className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={value}
          placeholder={t('header.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.button}>
          <MagnifierIcon />
          <span className="visually-hidden">{t('header.search.submit')}</span>
        </button>
      </span>
    </form>
  );
  if (variant !== 'desktop') return form;
  // A narrow desktop window has no room for the field beside the six menus: there the header
  // shows a link to the search page instead (CSS alone chooses, so nothing moves after load).
  return (
    <>
      {form}
      <a href={action} className={styles.narrowLink}>
        <MagnifierIcon />
        <span className="visually-hidden">{t('header.search.label')}</span>
      </a>
    </>
  );
}

function MagnifierIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
