import { useT } from '@azi/shared/ui/PageContext';
import consent from './ConsentField.module.css';
import styles from './ContactForm.module.css';

export interface ConsentFieldProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** The privacy notice and the explicit, never pre-ticked, consent to it. */
export function ConsentField({ checked, error, onChange }: ConsentFieldProps) {
  const t = useT('contact');
  return (
    <div className={consent.privacy}>
      <h3 id="contact-privacy-title" className={consent.privacyTitle}>
        {t('privacy.title')}
      </h3>
      <p id="contact-privacy-body" className={consent.privacyBody}>
        {t('privacy.body')}
      </p>
      <div className={consent.consentRow}>
        <input
          id="contact-consent"
          name="consent"
          type="checkbox"
          className={consent.checkbox}
          required
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'contact-consent-error contact-privacy-body' : 'contact-privacy-body'}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor="contact-consent" className={consent.consentLabel}>
          {t('privacy.consent')}
        </label>
      </div>
      {error ? (
        <p id="contact-consent-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
