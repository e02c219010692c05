import { useCallback, useRef, type FormEvent } from 'react';
import { revealAnswer } from '@azi/shared/focus/revealAnswer';
import { useEarlyInput } from '@azi/shared/hooks/useEarlyInput';
import { useHydrated } from '@azi/shared/hooks/useHydrated';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import {
  CONTACT_FIELD_MAX,
  CONTACT_TYPES,
  CONTACT_TYPE_LABELS,
  HONEYPOT_FIELD,
  contactFormMessage,
  type ContactField as RuleField,
} from '@azi/shared/validation/contactForm';
import { CaptchaField } from './CaptchaField';
import { ContactField } from './ContactField';
import { ConsentField } from './ConsentField';
import { REQUIRED_FIELDS, TEXT_FIELDS, type ContactDraft, type TextField } from './contactDraft';
import { useCaptcha } from './useCaptcha';
import { useContactForm, type FocusTarget } from './useContactForm';
import { useProofOfWork } from './useProofOfWork';
import styles from './ContactForm.module.css';

type TypedField = Exclude<TextField, 'type' | 'content' | 'captchaCode'>;

/** How each single-line field is typed, so phones show the right keyboard and browsers autofill. */
const INPUTS: Record<TypedField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }> = {
  companyName: { type: 'text', autoComplete: 'organization' },
  name: { type: 'text', autoComplete: 'name' },
  position: { type: 'text', autoComplete: 'organization-title' },
  telephone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
};

/** The media and investor contact form (docs/product.md, Contact form). */
export function ContactForm() {
  const { lang, layout } = usePageAddress();
  const t = useT('contact');
  const mobile = layout === 'mobile';
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const captcha = useCaptcha();

  const focus = useCallback((target: FocusTarget) => {
    // Focus alone may leave the answer under a phone's header or keyboard: it is brought into view too.
    if (target === 'outcome') {
      revealAnswer(outcomeRef.current);
      return;
    }
    const name = target === 'captchaId' ? 'captchaRefresh' : target === 'submit' ? 'send' : target;
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) revealAnswer(element);
  }, []);

  // Computed while the visitor types, sent with the form: the machine-facing half of the captcha.
  const pow = useProofOfWork(captcha.state.status === 'ready' ? captcha.state.captcha.pow : undefined);
  const form = useContactForm({
    lang,
    captchaId: captcha.captchaId,
    refreshCaptcha: captcha.refresh,
    focus,
    proofOfWork: pow.solution,
  });
  const { draft, errors, submit } = form;
  useEarlyInput(formRef, (inputs) => {
    const values: Partial<ContactDraft> = {};
    for (const { name, value, checked } of inputs) {
      if (name === 'consent') values.consent = checked === true;
      else if (name === HONEYPOT_FIELD || (TEXT_FIELDS as readonly string[]).includes(name))
        values[name as TextField] = value;
    }
    form.adopt(values);
    pow.start();
  });
  const submitting = submit.phase === 'submitting';
  // Sending needs the script (captcha, checks, the API call): until the form has hydrated the button
  // is disabled, so a click or Enter cannot send the fields natively into the page's URL.
  const hydrated = useHydrated();

  const message = (field: RuleField) => {
    const code = errors[field];
    return code ? contactFormMessage(code, lang) : undefined;
  };
  const requiredMark = (field: RuleField) => (REQUIRED_FIELDS.has(field) ? t('form.requiredMark') : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.send();
  };

  const textInput = (field: TypedField) => (
    <ContactField
      key={field}
      id={`contact-${field}`}
      label={t(`form.fields.${field}.label`)}
      requiredMark={requiredMark(field)}
      hint={field === 'telephone' ? t('form.fields.telephone.hint') : undefined}
      error={message(field)}
    >
      {(control) => (
        <input
          {...control}
          {...INPUTS[field]}
          name={field}
          className={styles.input}
          required={REQUIRED_FIELDS.has(field)}
          maxLength={CONTACT_FIELD_MAX[field]}
          placeholder={t(`form.fields.${field}.placeholder`)}
          value={draft[field]}
          onChange={(e) => form.change(field, e.target.value)}
          onBlur={() => form.blur(field)}
        />
      )}
    </ContactField>
  );

  return (
    <form
      ref={formRef}
      className={`${styles.form} ${mobile ? styles.mobile : ''}`}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void pow.start()}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.title}>
        {t('form.title')}
      </h2>
      <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
      <div className={styles.grid}>
        {(['companyName', 'name', 'position', 'telephone', 'email'] as const).map(textInput)}
        <ContactField
          id="contact-type"
          label={t('form.typeLabel')}
          requiredMark={requiredMark('type')}
          error={message('type')}
        >
          {(control) => (
            <select
              {...control}
              name="type"
              className={`${styles.input} ${styles.select}`}
              required={REQUIRED_FIELDS.has('type')}
              value={draft.type}
              onChange={(e) => form.change('type', e.target.value)}
              onBlur={() => form.blur('type')}
            >
              <option value="">{t('form.typePlaceholder')}</option>
              {CONTACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CONTACT_TYPE_LABELS[lang][type]}
                </option>
              ))}
            </select>
          )}
        </ContactField>
        <ContactField
          id="contact-content"
          label={t('form.fields.content.label')}
          requiredMark={requiredMark('content')}
          error={message('content')}
          wide
        >
          {(control) => (
            <textarea
              {...control}
              name="content"
              className={`${styles.input} ${styles.textarea}`}
              rows={mobile ? 5 : 6}
              required={REQUIRED_FIELDS.has('content')}
              maxLength={CONTACT_FIELD_MAX.content}
              placeholder={t('form.fields.content.placeholder')}
              value={draft.content}
              onChange={(e) => form.change('content', e.target.value)}
              onBlur={() => form.blur('content')}
            />
          )}
        </ContactField>
        <CaptchaField
          state={captcha.state}
          onRefresh={captcha.refresh}
          value={draft.captchaCode}
          error={message('captchaCode') ?? message('captchaId')}
          requiredMark={requiredMark('captchaCode')}
          onChange={(value) => form.change('captchaCode', value)}
          onBlur={() => form.blur('captchaCode')}
        />
      </div>

      {/* A trap for bots: invisible to people and to assistive technology, never focusable. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft[HONEYPOT_FIELD]}
          onChange={(e) => form.change(HONEYPOT_FIELD, e.target.value)}
        />
      </div>

      <ConsentField
        checked={draft.consent}
        error={message('consent')}
        onChange={(checked) => form.change('consent', checked)}
      />

      <div className={styles.actions}>
        <button
          type="submit"
          name="send"
          className={styles.submit}
          disabled={submitting || !hydrated}
          aria-busy={submitting}
        >
          {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {submitting ? t('form.submitting') : t('form.submit')}
        </button>
      </div>

      <noscript>
        <p className={styles.failure}>{t('form.needsScript')}</p>
      </noscript>

      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        <p role="status" className={submit.phase === 'success' ? styles.success : styles.statusIdle}>
          {submit.phase === 'success' ? contactFormMessage('success', lang) : ''}
        </p>
        {submit.phase === 'failed' && submit.reason !== 'fix' ? (
          <p role="alert" className={styles.failure}>
            {t(`failure.${submit.reason}`)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
