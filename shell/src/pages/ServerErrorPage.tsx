import styles from './StatusPage.module.css';

/**
 * The last resort when routing itself fails ('Unknown middleware', 500). It may render outside
 * every provider, so it uses no context and links to the index with a plain anchor.
 */
export function ServerErrorPage() {
  return (
    <div className={styles.page} role="alert">
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 className={styles.title}>Unknown middleware</h1>
      <p className={styles.text}>页面出现内部错误 · 頁面出現內部錯誤 · An internal error occurred.</p>
      <a href="/" className={styles.button}>
        返回首页 / Home
      </a>
    </div>
  );
}
