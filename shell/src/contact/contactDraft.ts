import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormInput,
} from '@azi/shared/validation/contactForm';

/** The fields a visitor types into (the captcha id comes from the API, consent is a checkbox). */
export const TEXT_FIELDS = [
  'companyName',
  'name',
  'position',
  'telephone',
  'email',
  'type',
  'content',
  'captchaCode',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type ContactDraft = Record<TextField, string> & { consent: boolean; [HONEYPOT_FIELD]: string };

export const EMPTY_DRAFT: ContactDraft = {
  companyName: '',
  name: '',
  position: '',
  telephone: '',
  email: '',
  type: '',
  content: '',
  captchaCode: '',
  consent: false,
  [HONEYPOT_FIELD]: '',
};

/** The draft as the shared rules and the API read it. */
export function draftInput(draft: ContactDraft, captchaId: string | undefined): ContactFormInput {
  return { ...draft, captchaId: captchaId ?? '' };
}

/**
 * Which fields must be filled in, asked of the shared rules themselves (an empty form fails
 * exactly on those), so the asterisks never disagree with what the API enforces.
 */
export const REQUIRED_FIELDS: ReadonlySet<ContactField> = (() => {
  const result = validateContactForm({});
  return new Set(result.ok ? [] : CONTACT_FIELDS.filter((f) => result.errors[f] === 'required'));
})();

/** The first field with an error, in the order the form shows them. */
export function firstInvalidField(errors: ContactFormErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((f) => errors[f] !== undefined);
}
