import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { AccountsPage } from '../features/accounts/AccountsPage';
import { AlertsPage } from '../features/alerts/AlertsPage';
import { AuditPage } from '../features/audit/AuditPage';
import { BackupsPage } from '../features/backups/BackupsPage';
import { ContentEditorPage } from '../features/content/ContentEditorPage';
import { ContentListPage } from '../features/content/ContentListPage';
import { DocumentsPage } from '../features/documents/DocumentsPage';
import { PicturesPage } from '../features/pictures/PicturesPage';
import { isContentName } from '@azi/shared/content/contentKinds';
import { PreviewPage } from '../features/content/PreviewPage';
import { LeadsPage } from '../features/leads/LeadsPage';
import { ChangePasswordPage } from '../features/session/ChangePasswordPage';
import { SearchWordsPage } from '../features/search/SearchWordsPage';
import { SecPage } from '../features/sec/SecPage';
import { SiteSpeedPage } from '../features/siteSpeed/SiteSpeedPage';
import { StockPage } from '../features/stock/StockPage';
import { SignInPage } from '../features/session/SignInPage';
import { ForgotPasswordPage, ResetPasswordPage } from '../features/session/PasswordResetPages';
import { SIGN_IN_PATH, useSession } from '../features/session/SessionProvider';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { Overview } from '../layout/Overview';
import { RequireArea } from '../layout/RequireArea';
import buttons from '../ui/buttons.module.css';

function NotFound() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('app.notFoundTitle')}</h1>
      <p>{t('app.notFound')}</p>
      <Link to="/">{t('app.backHome')}</Link>
    </section>
  );
}

/** /content/:kind/... for a known kind, guarded by that kind's area. */
function ContentArea({ screen }: { screen: 'list' | 'new' | 'edit' | 'preview' }) {
  const { kind } = useParams();
  if (!isContentName(kind)) return <NotFound />;
  return (
    <RequireArea area={kind}>
      {screen === 'list' && <ContentListPage kind={kind} />}
      {screen === 'new' && <ContentEditorPage kind={kind} key="new" />}
      {screen === 'edit' && <ContentEditorPage kind={kind} />}
      {screen === 'preview' && <PreviewPage kind={kind} />}
    </RequireArea>
  );
}

/** Signed-in screens; anyone else is sent to sign-in with the address remembered. */
function SignedIn() {
  const { t } = useTranslation();
  const { state, reload } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <p role="status">{t('app.loading')}</p>;
  if (state.status === 'failed')
    return (
      <main id="main">
        <p role="alert">{t('app.error', { message: state.message })}</p>
        <button type="button" className={buttons.button} onClick={reload}>
          {t('app.retry')}
        </button>
      </main>
    );
  if (state.status === 'signedOut') {
    const here = `${location.pathname}${location.search}`;
    const remember = state.reason === undefined || state.reason === 'expired';
    return (
      <Navigate
        to={`${SIGN_IN_PATH}${remember && here !== '/' ? `?next=${encodeURIComponent(here)}` : ''}`}
        state={{ reason: state.reason }}
        replace
      />
    );
  }
  return <ConsoleLayout />;
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path={SIGN_IN_PATH} element={<SignInPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route element={<SignedIn />}>
        <Route index element={<Overview />} />
        <Route path="content/:kind" element={<ContentArea screen="list" />} />
        <Route path="content/:kind/new" element={<ContentArea screen="new" />} />
        <Route path="content/:kind/:id" element={<ContentArea screen="edit" />} />
        <Route path="content/:kind/:id/preview" element={<ContentArea screen="preview" />} />
        <Route path="password" element={<ChangePasswordPage />} />
        <Route
          path="pictures"
          element={
            <RequireArea area="pictures">
              <PicturesPage />
            </RequireArea>
          }
        />
        <Route
          path="documents"
          element={
            <RequireArea area="documents">
              <DocumentsPage />
            </RequireArea>
          }
        />
        <Route
          path="sec"
          element={
            <RequireArea area="sec">
              <SecPage />
            </RequireArea>
          }
        />
        <Route
          path="stock"
          element={
            <RequireArea area="stock">
              <StockPage />
            </RequireArea>
          }
        />
        <Route
          path="alerts"
          element={
            <RequireArea area="alerts">
              <AlertsPage />
            </RequireArea>
          }
        />
        <Route
          path="site-speed"
          element={
            <RequireArea area="siteSpeed">
              <SiteSpeedPage />
            </RequireArea>
          }
        />
        <Route
          path="search"
          element={
            <RequireArea area="search">
              <SearchWordsPage />
            </RequireArea>
          }
        />
        <Route
          path="leads"
          element={
            <RequireArea area="leads">
              <LeadsPage />
            </RequireArea>
          }
        />
        <Route
          path="accounts"
          element={
            <RequireArea area="accounts">
              <AccountsPage />
            </RequireArea>
          }
        />
        <Route
          path="audit"
          element={
            <RequireArea area="audit">
              <AuditPage />
            </RequireArea>
          }
        />
        <Route
          path="backups"
          element={
            <RequireArea area="backups">
              <BackupsPage />
            </RequireArea>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
