import type { ReactNode } from 'react';
import styles from './ContactForm.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface ContactFieldProps {
  id: string;
  label: string;
  /** The word screen readers do not need (they hear `required` on the control) but sighted people do. */
  requiredMark?: string;
  hint?: string;
  error?: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
  /** Extra content after the control on the same row (the captcha picture). */
  aside?: ReactNode;
}

/** One labelled field of the contact form, with its hint and its error message beside it. */
export function ContactField({ id, label, requiredMark, hint, error, wide, children, aside }: ContactFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {requiredMark ? (
          <span className={styles.required} title={requiredMark} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className={styles.controlRow}>
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
        {aside}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
