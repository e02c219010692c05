/**
 * One polite live region for the screen's outcome messages ("Saved.", "Published.") and one
 * assertive region for errors, so a screen reader hears what a button did.
 */
import styles from './Announcer.module.css';

export interface Announcement {
  kind: 'ok' | 'error';
  text: string;
}

export function Announcer({ message }: { message: Announcement | undefined }) {
  return (
    <>
      <div role="status" className={message?.kind === 'ok' ? styles.ok : styles.empty}>
        {message?.kind === 'ok' ? message.text : ''}
      </div>
      <div role="alert" className={message?.kind === 'error' ? styles.error : styles.empty}>
        {message?.kind === 'error' ? message.text : ''}
      </div>
    </>
  );
}
