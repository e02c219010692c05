/**
 * /alerts and /mobile/alerts (issue 24): where the e-mail alert forms land. Every form here is a
 * plain form post to the API, which answers with a redirect back to this page, so it all works
 * without script: the answer of the subscribe form (?result=…&reason=…), the confirmation button
 * of the mailed link (?confirm=…; a button, not the link itself, so that mail scanners which open
 * links confirm nobody), the manage page of every alert (?manage=…) and the privacy note (#privacy).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@azi/shared/api/ApiError';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { postAlertForm } from '@azi/shared/api/post-alert-form';
import { revealAnswer } from '@azi/shared/focus/revealAnswer';
import { getAlertConfirmation } from '@azi/shared/api/get-alert-confirmation';
import { getAlertSubscription } from '@azi/shared/api/get-alert-subscription';
import { usePageData } from '@azi/shared/data/usePageData';
import { joinList } from '@azi/shared/i18n/joinList';
import { LANG_NAME } from '@azi/shared/i18n/languages';
import { useSearchParams } from '@azi/shared/routing/navigation';
import { ALERT_FORM_NAMES, ALERT_FORM_PAGES, ALERT_REASONS, ALERT_RESULTS } from '@azi/shared/routing/sitePages';
import { AlertChoices } from '@azi/shared/ui/AlertSubscribeForm';
import { usePageAddress, usePagePath } from '@azi/shared/ui/PageContext';
import { ALERT_TEXTS, alertMessage, type AlertMessageKey } from '@azi/shared/validation/alertSubscription';
import styles from './AlertsPage.module.css';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function Message({ kind, children }: { kind: 'success' | 'failure'; children: string }) {
  return (
    <p
      role={kind === 'failure' ? 'alert' : 'status'}
      className={`${styles.message} ${kind === 'success' ? styles.success : styles.failure}`}
    >
      {children}
    </p>
  );
}

/** Where to subscribe (again): a page without a form of its own, or a link that no longer works, leads there. */
function SubscribeLinks() {
  const { lang } = usePageAddress();
  const pagePath = usePagePath();
  const text = ALERT_TEXTS[lang].page;
  return (
    <div className={styles.form}>
      <p>{text.subscribeLead}</p>
      <ul className={styles.subscribeLinks}>
        <li>
          <a href={pagePath('investor', { hash: 'alerts' })}>{text.subscribeInvestor}</a>
        </li>
        <li>
          <a href={pagePath('media', { hash: 'alerts' })}>{text.subscribeMedia}</a>
        </li>
      </ul>
    </div>
  );
}

function ConfirmPanel({ token }: { token: string }) {
  const { lang, layout } = usePageAddress();
  const texts = ALERT_TEXTS[lang];
  const text = texts.page;
  const confirming = usePageData(`alerts:confirmation:${token}`, () => getAlertConfirmation(token));
  if (confirming.status === 'loading') return <p>{text.loading}</p>;
  if (confirming.status === 'failed')
    return (
      <>
        <Message kind="failure">
          {confirming.error instanceof ApiError && confirming.error.status === 404
            ? confirming.error.message
            : alertMessage('invalidLink', lang)}
        </Message>
        <SubscribeLinks />
      </>
    );
  const { email, lang: mailLang, categories } = confirming.data;
  return (
    <section className={styles.panel} aria-labelledby="alerts-confirm-title">
      <h2 id="alerts-confirm-title" className={styles.panelTitle}>
        {text.confirmTitle}
      </h2>
      <p>{text.confirmWhat}</p>
      {/* What the button confirms, so a person sees it is their address and their choice. */}
      <dl className={styles.facts}>
        <dt>{texts.form.email}</dt>
        <dd>{email}</dd>
        <dt>{texts.form.language}</dt>
        <dd>{LANG_NAME[mailLang]}</dd>
        <dt>{texts.form.categories}</dt>
        <dd>
          {joinList(
            lang,
            categories.map((category) => texts.categories[category]),
          )}
        </dd>
      </dl>
      <p>{text.confirmLead}</p>
      <form method="post" action={`${API_PREFIX}/alerts/confirm`} className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="layout" value={layout} />
        <button type="submit" className={styles.button}>
          {text.confirmButton}
        </button>
      </form>
    </section>
  );
}

type Answer = { kind: 'success' | 'failure'; text: string } | undefined;

function ManagePanel({ token }: { token: string }) {
  const { lang, layout } = usePageAddress();
  const texts = ALERT_TEXTS[lang];
  const subscription = usePageData(`alerts:subscription:${token}`, () => getAlertSubscription(token));
  const [saving, setSaving] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const answerRef = useRef<HTMLParagraphElement>(null);
  // With script the choices are saved in place: the answer comes below the button, where the
  // visitor is, and focus and the view go to it (without script the page comes back with it on top).
  useEffect(() => {
    if (answer) revealAnswer(answerRef.current);
  }, [answer]);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setAnswer(undefined);
    try {
      await postAlertForm('manage', event.currentTarget);
      setAnswer({ kind: 'success', text: alertMessage('updated', lang) });
    } catch (error) {
      setAnswer({
        kind: 'failure',
        text: error instanceof ApiError && error.status > 0 ? error.message : alertMessage('network', lang),
      });
    } finally {
      setSaving(false);
    }
  };
  if (subscription.status === 'loading') return <p>{texts.page.loading}</p>;
  if (subscription.status === 'failed')
    return (
      <>
        <Message kind="failure">{alertMessage('invalidLink', lang)}</Message>
        <SubscribeLinks />
      </>
    );
  const { email, categories, lang: chosenLang } = subscription.data;
  return (
    <>
      <section className={styles.panel} aria-labelledby="alerts-manage-title">
        <h2 id="alerts-manage-title" className={styles.panelTitle}>
          {texts.page.manageTitle}
        </h2>
        <p>{texts.page.manageLead.replace('{{email}}', email)}</p>
        <form
          method="post"
          action={`${API_PREFIX}/alerts/manage`}
          className={styles.form}
          onSubmit={(event) => void save(event)}
        >
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="layout" value={layout} />
          <AlertChoices idPrefix="alerts-manage" lang={lang} defaultLang={chosenLang} defaultCategories={categories} />
          <button type="submit" className={styles.button} disabled={saving}>
            {texts.page.save}
          </button>
          <div aria-live="polite">
            {answer ? (
              <p
                ref={answerRef}
                tabIndex={-1}
                className={`${styles.message} ${answer.kind === 'success' ? styles.success : styles.failure}`}
              >
                {answer.text}
              </p>
            ) : null}
          </div>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="alerts-unsubscribe-title">
        <h2 id="alerts-unsubscribe-title" className={styles.panelTitle}>
          {texts.page.unsubscribeTitle}
        </h2>
        <p>{texts.page.unsubscribeLead}</p>
        <form method="post" action={`${API_PREFIX}/alerts/unsubscribe`} className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name="layout" value={layout} />
          <button type="submit" className={styles.danger}>
            {texts.page.unsubscribeButton}
          </button>
        </form>
      </section>
    </>
  );
}

export function AlertsPage() {
  const { lang, layout } = usePageAddress();
  const pagePath = usePagePath();
  const [params] = useSearchParams();
  const texts = ALERT_TEXTS[lang];
  const result = oneOf(ALERT_RESULTS, params.get('result'));
  const reason = oneOf(ALERT_REASONS, params.get('reason'));
  const from = oneOf(ALERT_FORM_NAMES, params.get('from'));
  const confirm = params.get('confirm')?.trim();
  const manage = params.get('manage')?.trim();
  const failed = result === 'error' || (reason !== undefined && result === undefined);
  // A refusal of the manage form (no category chosen) is about saved choices, not a subscription.
  const notSaved = failed && manage !== undefined && result === undefined;
  const linkFailed = reason === 'invalidLink' || reason === 'expiredLink';
  const bare = !failed && !result && !confirm && !manage;

  return (
    <div className={`${styles.page} ${layout === 'mobile' ? styles.mobile : ''}`}>
      <h1 className={styles.title}>
        {notSaved
          ? texts.page.notSavedTitle
          : failed
            ? texts.page.errorTitle
            : result
              ? texts.page.resultTitle
              : texts.page.title}
      </h1>
      {failed && reason ? (
        <div className={styles.form}>
          <Message kind="failure">{alertMessage(reason as AlertMessageKey, lang)}</Message>
          {from ? (
            <p>
              <a href={pagePath(ALERT_FORM_PAGES[from], { hash: 'alerts' })}>{texts.page.back}</a> {texts.page.backNote}
            </p>
          ) : null}
        </div>
      ) : null}
      {(failed && linkFailed) || bare ? <SubscribeLinks /> : null}
      {result === 'pending' ? <Message kind="success">{alertMessage('pendingNoEmail', lang)}</Message> : null}
      {result === 'confirmed' || result === 'updated' || result === 'unsubscribed' ? (
        <Message kind="success">{alertMessage(result, lang)}</Message>
      ) : null}
      {confirm ? <ConfirmPanel token={confirm} /> : null}
      {manage && result !== 'unsubscribed' ? <ManagePanel token={manage} /> : null}
      <section id="privacy" className={styles.privacy} aria-labelledby="alerts-privacy-title">
        <h2 id="alerts-privacy-title" className={styles.panelTitle}>
          {texts.page.privacyTitle}
        </h2>
        <p>{texts.page.privacyStored}</p>
        <p>{texts.page.privacyWhy}</p>
        <p>{texts.page.privacyHow}</p>
        <p>{texts.page.privacyEnd}</p>
      </section>
    </div>
  );
}
