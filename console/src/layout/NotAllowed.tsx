import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInSession } from '../features/session/SessionProvider';

export function NotAllowed() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  return (
    <section aria-labelledby="not-allowed">
      <h1 id="not-allowed">{t('app.notAllowedTitle')}</h1>
      <p>{t('app.notAllowed', { role: t(`roles.${session.role}`) })}</p>
      <Link to="/">{t('app.backHome')}</Link>
    </section>
  );
}
