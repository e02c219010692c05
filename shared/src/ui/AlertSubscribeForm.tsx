/**
 * The e-mail alerts subscribe form (issue 24), on the investor page and the media page. A plain
 * <form method="post">: without script the browser posts it and the API answers with a redirect
 * to the alerts page (/{lang}/alerts?result=…); with script it is posted in place and the answer
 * shown here, with nothing the visitor typed lost. The captcha picture comes from the API with
 * its challenge in a cookie, so the page itself stays the same for everyone (and cacheable).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@azi/shared/api/ApiError';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { postAlertForm } from '@azi/shared/api/post-alert-form';
import { revealAnswer } from '@azi/shared/focus/revealAnswer';
import { useHydrated } from '@azi/shared/hooks/useHydrated';
import { HTML_LANG, LANG_NAME, LANGS, type Lang } from '@azi/shared/i18n/languages';
import { usePageAddress, usePagePath } from '@azi/shared/ui/PageContext';
import {
  ALERT_CATEGORIES,
  ALERT_EMAIL_MAX,
  ALERT_TEXTS,
  alertMessage,
  type AlertCategory,
} from '@azi/shared/validation/alertSubscription';
import styles from './AlertSubscribeForm.module.css';

export interface AlertSubscribeFormProps {
  /** The page the form is on: the answer page links back to it. */
  from: 'investor' | 'media' | 'careers';
  /** Ticked at first; the visitor changes them. */
  defaultCategories: readonly AlertCategory[];
}

export interface AlertChoicesProps {
  /** Prefix of the fields' ids (unique on the page). */
  idPrefix: string;
  /** The language of the labels. */
  lang: Lang;
  /** Chosen at first; the visitor changes them. */
  defaultLang: Lang;
  defaultCategories: readonly AlertCategory[];
}

/**
 * The choices of a subscription, the language of the mails and their categories, as form fields
 * (`lang`, `categories`): the subscribe form's and the manage page's (/alerts?manage=…).
 */
export function AlertChoices({ idPrefix, lang, defaultLang, defaultCategories }: AlertChoicesProps) {
  const text = ALERT_TEXTS[lang];
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${idPrefix}-lang`}>
          {text.form.language}
        </label>
        <select id={`${idPrefix}-lang`} className={styles.select} name="lang" defaultValue={defaultLang}>
          {LANGS.map((option) => (
            <option key={option} value={option} lang={HTML_LANG[option]}>
              {LANG_NAME[option]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text.form.categories}</legend>
        <div className={styles.choices}>
          {ALERT_CATEGORIES.map((category) => (
            <label key={category} className={styles.choice}>
              <input
                className={styles.checkbox}
                type="checkbox"
                name="categories"
                value={category}
                defaultChecked={defaultCategories.includes(category)}
              />
              {text.categories[category]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** What the form offers, by the page it is on. */
const LEAD = { investor: 'leadInvestor', media: 'leadMedia', careers: 'leadCareers' } as const;

/** The answer shown under the button; `field` names the first field the API found wrong. */
type Outcome = { kind: 'success' | 'failure'; text: string; field?: string } | undefined;

export function AlertSubscribeForm({ from, defaultCategories }: AlertSubscribeFormProps) {
  const { lang, layout } = usePageAddress();
  const pagePath = usePagePath();
  const hydrated = useHydrated();
  const text = ALERT_TEXTS[lang];
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const id = (name: string) => `alerts-${from}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // The answer sits below the button, off a phone's screen: focus and the view go to it (or to
  // the first wrong field, whose message it is), never to the page's body.
  useEffect(() => {
    if (!outcome) return;
    const named = outcome.field ? formRef.current?.elements.namedItem(outcome.field) : null;
    // Several boxes of one name (the categories): the first of them.
    const field = named instanceof RadioNodeList ? named[0] : named;
    revealAnswer(field instanceof HTMLElement ? field : outcomeRef.current);
  }, [outcome]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setOutcome(undefined);
    try {
      await postAlertForm('subscribe', form);
      const email = (form.elements.namedItem('email') as HTMLInputElement | null)?.value.trim() ?? '';
      setOutcome({ kind: 'success', text: alertMessage('pending', lang, { email }) });
      form.reset();
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 ? error.message : alertMessage('network', lang);
      const field =
        error instanceof ApiError
          ? Object.keys(error.errors ?? {}).find((name) => form.elements.namedItem(name))
          : undefined;
      setOutcome({ kind: 'failure', text: message, field });
    } finally {
      // A challenge is good for one answer: every post needs a new picture.
      setCaptchaRound((n) => n + 1);
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={`${API_PREFIX}/alerts/subscribe`}
      className={`${styles.form} ${layout === 'mobile' ? styles.mobile : ''}`}
      onSubmit={(event) => void submit(event)}
      aria-describedby={outcome ? id('outcome') : undefined}
    >
      <p>{text.form[LEAD[from]]}</p>
      <input type="hidden" name="layout" value={layout} />
      <input type="hidden" name="from" value={from} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id('email')}>
          {text.form.email}
        </label>
        <input
          id={id('email')}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={ALERT_EMAIL_MAX}
          placeholder={text.form.emailPlaceholder}
        />
      </div>
      <AlertChoices idPrefix={`alerts-${from}`} lang={lang} defaultLang={lang} defaultCategories={defaultCategories} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={id('website')}>{text.form.honeypot}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id('captcha')}>
          {text.form.captcha}
        </label>
        <div className={styles.captchaRow}>
          <input
            id={id('captcha')}
            className={styles.input}
            name="captchaCode"
            type="text"
            required
            maxLength={8}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
          <img
            className={styles.captchaImage}
            src={`${API_PREFIX}/alerts/captcha${captchaRound > 0 ? `?r=${captchaRound}` : ''}`}
            alt={text.form.captchaAlt}
            width={120}
            height={44}
            loading="lazy"
          />
          {hydrated ? (
            <button type="button" className={styles.refresh} onClick={() => setCaptchaRound((n) => n + 1)}>
              {text.form.captchaRefresh}
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.consent}>
        <input id={id('consent')} className={styles.checkbox} type="checkbox" name="consent" value="yes" required />
        <label htmlFor={id('consent')}>
          {text.form.consentBefore}
          <a href={pagePath('alerts', { hash: 'privacy' })}>{text.form.privacyLink}</a>
          {text.form.consentAfter}
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? text.form.submitting : text.form.submit}
        </button>
      </div>
      <div aria-live="polite">
        {outcome ? (
          <p
            id={id('outcome')}
            ref={outcomeRef}
            tabIndex={-1}
            className={`${styles.message} ${outcome.kind === 'success' ? styles.success : styles.failure}`}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
