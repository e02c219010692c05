import {
  CONTACT_FORM_MESSAGES,
  CONTACT_TYPES,
  firstErrorMessage,
  isHoneypotFilled,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  validateContactForm,
  type ContactFormInput,
} from '@azi/shared/validation/contactForm';

const valid: ContactFormInput = {
  companyName: 'Example Media',
  name: 'Li Hua',
  position: 'Editor',
  telephone: '13812345678',
  email: 'li.hua@example.com',
  type: 'domesticMedia',
  content: 'Interview request about the smart-store SaaS.',
  captchaId: '2b0f6a5e-8c1e-4a55-9d55-2c2f2a7c8f01',
  captchaCode: 'ab3D',
  consent: 'on',
};

describe('phone numbers', () => {
  it.each(['13812345678', '+8613812345678', '+86 138 1234 5678', '0086-138-1234-5678', '19912345678'])(
    'accepts the mainland mobile %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['+852 9123 4567', '+85361234567', '+886912345678', '+886 2 2345 6789', '+14155552671', '+442071838750'])(
    'accepts the Hong Kong, Macao, Taiwan or international number %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each([
    '12812345678',
    '1381234567',
    '138123456789',
    '+8612345678901',
    '+852123',
    '+85201234567',
    '+8860912345678',
    'abc',
    '',
    '+0123456789',
    '4001234567',
  ])('rejects %p', (phone) => expect(isValidPhone(phone)).toBe(false));
  it('normalises separators and the 00 prefix', () => {
    expect(normalizePhone(' 00852 (9123) 4567 ')).toBe('+85291234567');
  });
});

describe('email addresses', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com.cn'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each(['plain', 'a@b', 'a@@b.com', 'a b@c.com', '.a@b.com', 'a..b@c.com', 'a@-b.com', `${'x'.repeat(65)}@b.com`])(
    'rejects %p',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('validateContactForm', () => {
  it('returns trimmed, normalised values for a complete form', () => {
    const result = validateContactForm({ ...valid, telephone: '+86 138-1234-5678', name: '  Li Hua ' });
    expect(result).toEqual({
      ok: true,
      values: expect.objectContaining({ telephone: '+8613812345678', name: 'Li Hua', type: 'domesticMedia' }),
    });
  });

  it('lets company name and position stay empty', () => {
    expect(validateContactForm({ ...valid, companyName: '', position: undefined }).ok).toBe(true);
  });

  it('reports every missing required field with the code required', () => {
    const result = validateContactForm({ consent: true });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: 'required',
        telephone: 'required',
        email: 'required',
        type: 'required',
        content: 'required',
        captchaId: 'required',
        captchaCode: 'required',
      });
    }
  });

  it('reports format, length, type and consent problems by field', () => {
    const result = validateContactForm({
      ...valid,
      telephone: '123',
      email: 'nope',
      content: 'x'.repeat(2001),
      type: 'press',
      consent: 'false',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        telephone: 'phoneFormat',
        email: 'emailFormat',
        content: 'tooLong',
        type: 'typeInvalid',
        consent: 'consent',
      },
    });
  });

  it('accepts each of the seven media-contact categories', () => {
    for (const type of CONTACT_TYPES) expect(validateContactForm({ ...valid, type }).ok).toBe(true);
  });
});

describe('messages', () => {
  it('uses the words of docs/product.md', () => {
    expect(CONTACT_FORM_MESSAGES.zh.phoneFormat).toBe('手机号格式不正确');
    expect(CONTACT_FORM_MESSAGES.hk.captcha).toBe('驗證碼不正確');
    expect(CONTACT_FORM_MESSAGES.en.success).toBe('Submitted successfully');
  });

  it('shows the first failing field in form order', () => {
    expect(firstErrorMessage({ email: 'emailFormat', telephone: 'phoneFormat' }, 'en')).toBe(
      'The mobile number format is incorrect',
    );
  });
});

describe('honeypot', () => {
  it('is filled only when the hidden field has text', () => {
    expect(isHoneypotFilled(valid)).toBe(false);
    expect(isHoneypotFilled({ ...valid, website: 'http://spam' })).toBe(true);
  });
});
