import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from './buttons.module.css';
import styles from './ConfirmDialog.module.css';

interface Props {
  open: boolean;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question (the native <dialog>: focus is trapped, Escape cancels, focus returns after). */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      // The safe answer first: Enter on a stray key press does not delete.
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={confirmLabel}
      onCancel={onCancel}
      onClose={() => open && onCancel()}
    >
      {open && (
        <>
          <p>{message}</p>
          <div className={styles.actions}>
            <button type="button" className={buttons.button} onClick={onCancel} ref={cancelRef}>
              {t('editor.cancel')}
            </button>
            <button type="button" className={buttons.danger} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
