import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { saveLead } from '@azi/shared/api/save-lead';
import type { Lang } from '@azi/shared/i18n/languages';
import {
  HONEYPOT_FIELD,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
} from '@azi/shared/validation/contactForm';
import { EMPTY_DRAFT, draftInput, firstInvalidField, type ContactDraft, type TextField } from './contactDraft';
import { submitFailure, type FailureReason } from './submitFailure';

export type SubmitState =
  { phase: 'idle' } | { phase: 'submitting' } | { phase: 'success' } | { phase: 'failed'; reason: FailureReason };

/** Where focus goes after a render: a form control by name, or the outcome message. */
export type FocusTarget = ContactField | 'outcome' | 'submit';

export interface ContactFormOptions {
  lang: Lang;
  /** The challenge the picture shows, once loaded. */
  captchaId: string | undefined;
  refreshCaptcha: () => void;
  /** The solved proof of work of the captcha on show (waits for it), or undefined without one. */
  proofOfWork?: () => Promise<string | undefined>;
  /** Moves focus to a control or message after the render that shows its error. */
  focus: (target: FocusTarget) => void;
}

function withError(
  errors: ContactFormErrors,
  field: ContactField,
  code: ContactFormErrors[ContactField],
): ContactFormErrors {
  const next = { ...errors };
  if (code) next[field] = code;
  else delete next[field];
  return next;
}

/**
 * The contact form's state: what was typed, which errors show, and the submission. Errors come
 * from the shared rules (the same the API runs) on blur and on submit; the captcha's answer and
 * anything else only the server can know come from the API's answer.
 */
export function useContactForm({ lang, captchaId, refreshCaptcha, proofOfWork, focus }: ContactFormOptions) {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [submit, setSubmit] = useState<SubmitState>({ phase: 'idle' });
  // Fields the visitor has typed into: 'required' is not shown on blur for a field never touched.
  const dirty = useRef(new Set<ContactField>());
  const [pendingFocus, setPendingFocus] = useState<{ target: FocusTarget } | null>(null);
  const focusNow = useEffectEvent((target: FocusTarget) => focus(target));

  useEffect(() => {
    if (pendingFocus) focusNow(pendingFocus.target);
  }, [pendingFocus]);

  const codeFor = useCallback(
    (next: ContactDraft, field: ContactField) => {
      const result = validateContactForm(draftInput(next, captchaId));
      return result.ok ? undefined : result.errors[field];
    },
    [captchaId],
  );

  const change = useCallback(
    (field: TextField | 'consent' | typeof HONEYPOT_FIELD, value: string | boolean) => {
      const next = { ...draft, [field]: value } as ContactDraft;
      setDraft(next);
      if (field === HONEYPOT_FIELD) return;
      dirty.current.add(field);
      // A shown error follows the typing, so it disappears as soon as the field is right.
      if (errors[field] !== undefined && errors[field] !== 'captcha' && errors[field] !== 'captchaExpired') {
        setErrors((current) => withError(current, field, codeFor(next, field)));
      } else if (field === 'captchaCode' && errors.captchaCode !== undefined) {
        setErrors((current) => withError(current, 'captchaCode', undefined));
      }
      if (submit.phase === 'success') setSubmit({ phase: 'idle' });
    },
    [draft, errors, codeFor, submit.phase],
  );

  /** Values typed before the form hydrated (useEarlyInput): taken as they are, checked on blur and on send like typed ones. */
  const adopt = useCallback((values: Partial<ContactDraft>) => {
    setDraft((current) => ({ ...current, ...values }));
    for (const field of Object.keys(values)) if (field !== HONEYPOT_FIELD) dirty.current.add(field as ContactField);
  }, []);

  const blur = useCallback(
    (field: TextField) => {
      const code = codeFor(draft, field);
      if (code === 'required' && !dirty.current.has(field)) return;
      setErrors((current) => withError(current, field, code));
    },
    [draft, codeFor],
  );

  const send = useCallback(async () => {
    if (submit.phase === 'submitting') return;
    const input = draftInput(draft, captchaId);
    const result = validateContactForm(input);
    if (!result.ok) {
      setErrors(result.errors);
      setSubmit({ phase: 'failed', reason: 'fix' });
      const first = firstInvalidField(result.errors);
      if (first) setPendingFocus({ target: first });
      return;
    }
    setErrors({});
    setSubmit({ phase: 'submitting' });
    try {
      // Usually done long before; otherwise the button shows "submitting" while it finishes.
      const pow = await proofOfWork?.();
      await saveLead({ ...input, lang, ...(pow ? { pow } : {}) });
      setDraft(EMPTY_DRAFT);
      dirty.current.clear();
      setSubmit({ phase: 'success' });
      refreshCaptcha();
      setPendingFocus({ target: 'outcome' });
    } catch (error) {
      const failure = submitFailure(error);
      if (failure.kind === 'fields') {
        setErrors(failure.errors);
        if (failure.captchaRejected) {
          // The challenge is spent or wrong: a new picture, and only the code is cleared.
          setDraft((current) => ({ ...current, captchaCode: '' }));
          refreshCaptcha();
        }
        setSubmit({ phase: 'failed', reason: 'fix' });
        setPendingFocus({ target: firstInvalidField(failure.errors) ?? 'submit' });
      } else {
        setSubmit({ phase: 'failed', reason: failure.reason });
        setPendingFocus({ target: 'submit' });
      }
    }
  }, [submit.phase, draft, captchaId, lang, refreshCaptcha, proofOfWork]);

  return { draft, errors, submit, change, adopt, blur, send };
}
