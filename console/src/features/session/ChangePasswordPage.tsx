import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@azi/shared/api/ApiError';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { changePassword } from './api/change-password';
import { useSession } from './SessionProvider';
import styles from './ChangePasswordPage.module.css';

type Field = 'current' | 'next' | 'confirm';

/** One's own password: the current one, the new one twice; other sessions end, this one goes on. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [message, setMessage] = useState<Announcement | undefined>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = String(data.get('current') ?? '');
    const next = String(data.get('next') ?? '');
    const found: Partial<Record<Field, string>> = {};
    if (!current) found.current = t('editor.fieldError.required');
    if (!next) found.next = t('editor.fieldError.required');
    else if (next !== String(data.get('confirm') ?? '')) found.confirm = t('password.mismatch');
    setErrors(found);
    setMessage(Object.keys(found).length > 0 ? { kind: 'error', key: 'editor.invalid' } : undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const session = await changePassword(current, next);
      signedIn(session);
      form.reset();
      setMessage({ kind: 'ok', key: 'password.changed' });
    } catch (error) {
      const field =
        error instanceof ApiError && error.errors?.currentPassword
          ? 'current'
          : error instanceof ApiError && error.errors?.newPassword
            ? 'next'
            : undefined;
      const text =
        field === 'current' ? t('password.wrongCurrent') : error instanceof Error ? error.message : String(error);
      if (field) setErrors({ [field]: text });
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  const input = (name: Field, autoComplete: string) => (
    <div className={styles.field}>
      <label className={styles.label}>
        {t(`password.${name}`)}
        <input
          type="password"
          name={name}
          autoComplete={autoComplete}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
        />
      </label>
      {errors[name] && (
        <span id={`${name}-error`} className={styles.error}>
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">{t('password.title')}</h1>
      <p>{t('password.intro')}</p>
      <Announcer message={message} />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {input('current', 'current-password')}
        {input('next', 'new-password')}
        {input('confirm', 'new-password')}
        <button type="submit" className={buttons.primary} disabled={busy}>
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}
