/**
 * One polite live region for the screen's outcome messages ("Saved.", "Published.") and one
 * assertive region for errors, so a screen reader hears what a button did.
 */
import { useTranslation } from 'react-i18next';
import styles from './Announcer.module.css';

/**
 * `text` as it came (the API's message, already in the interface language when it was asked), or
 * a console text by its key: that one follows a switch of the interface language while shown.
 */
export type Announcement =
  | { kind: 'ok' | 'error'; text: string }
  | { kind: 'ok' | 'error'; key: string; values?: Record<string, string | number> };

export function Announcer({ message: announced }: { message: Announcement | undefined }) {
  const { t } = useTranslation();
  const message =
    announced && ('key' in announced ? { kind: announced.kind, text: t(announced.key, announced.values) } : announced);
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
