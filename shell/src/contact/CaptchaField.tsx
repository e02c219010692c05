import { CONTACT_FIELD_MAX } from '@azi/shared/validation/contactForm';
import { useT } from '@azi/shared/ui/PageContext';
import { ContactField } from './ContactField';
import type { CaptchaState } from './useCaptcha';
import styles from './ContactForm.module.css';

export interface CaptchaFieldProps {
  state: CaptchaState;
  onRefresh: () => void;
  value: string;
  error?: string;
  requiredMark?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The verification code: the API's picture, a button for a new one, and the answer box. */
export function CaptchaField({ state, onRefresh, value, error, requiredMark, onChange, onBlur }: CaptchaFieldProps) {
  const t = useT('contact');
  const shown = state.status === 'ready' ? state.captcha : state.status === 'loading' ? state.previous : undefined;
  const picture = (
    <div className={styles.captcha}>
      <div className={styles.captchaImage} aria-busy={state.status === 'loading'}>
        {shown ? (
          <img src={shown.image} alt={t('captcha.imageAlt')} width={120} height={44} />
        ) : (
          <span className={styles.captchaNote}>{state.status === 'failed' ? '!' : '…'}</span>
        )}
      </div>
      <button
        type="button"
        name="captchaRefresh"
        className={styles.refresh}
        onClick={onRefresh}
        aria-label={t('captcha.refresh')}
        title={t('captcha.refresh')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 5a7 7 0 0 1 6.32 4H15v2h7V4h-2v3.1A9 9 0 1 0 21 13h-2a7 7 0 1 1-7-8z" />
        </svg>
      </button>
    </div>
  );
  const problem = state.status === 'failed' ? t('captcha.unavailable') : undefined;
  return (
    <ContactField
      id="contact-captchaCode"
      label={t('form.fields.captchaCode.label')}
      requiredMark={requiredMark}
      error={error ?? problem}
      hint={state.status === 'loading' && !shown ? t('captcha.loading') : undefined}
      wide
      aside={picture}
    >
      {(control) => (
        <input
          {...control}
          name="captchaCode"
          className={`${styles.input} ${styles.captchaInput}`}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required={Boolean(requiredMark)}
          maxLength={CONTACT_FIELD_MAX.captchaCode}
          placeholder={t('form.fields.captchaCode.placeholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </ContactField>
  );
}
