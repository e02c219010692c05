import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCaptcha } from '@azi/shared/api/get-captcha';
import { saveLead } from '@azi/shared/api/save-lead';
import type { Lang } from '@azi/shared/i18n/languages';
import type { Layout } from '@azi/shared/routing/paths';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { ContactForm } from './ContactForm';
import { contactResources } from '../text/allShellText';
import { CONTACT_NAMESPACE } from './contactText';
import { ApiError } from '@azi/shared/api/ApiError';
import { solveProofOfWork } from './proofOfWork';
import { powChallengeFor, powCounterOf } from './testing/powChallenge';

jest.mock('@azi/shared/api/get-captcha');
jest.mock('@azi/shared/api/save-lead');
jest.mock('./proofOfWork', () => {
  const actual = jest.requireActual<typeof import('./proofOfWork')>('./proofOfWork');
  return { ...actual, solveProofOfWork: jest.fn(actual.solveProofOfWork) };
});
const mockedSolve = jest.mocked(solveProofOfWork);
const mockedGetCaptcha = jest.mocked(getCaptcha);
const mockedSaveLead = jest.mocked(saveLead);

const remote = { namespace: CONTACT_NAMESPACE, resources: contactResources };

/** What the shared client throws: an HTTP answer with the API's per-field codes, or no answer at all. */
const apiFailure = (status: number, errors?: Record<string, string>) => new ApiError(status, `HTTP ${status}`, errors);
const networkFailure = () => new ApiError(0, 'Failed to fetch');

const CAPTCHA_ALT: Record<Lang, string> = { zh: '验证码图片', hk: '驗證碼圖片', en: 'Verification code image' };

let captchaCount = 0;
beforeEach(() => {
  captchaCount = 0;
  mockedGetCaptcha.mockImplementation(async () => {
    captchaCount += 1;
    const captchaId = `challenge-${captchaCount}`;
    return {
      captchaId,
      image: `data:image/svg+xml;base64,${captchaCount}`,
      expiresInSeconds: 300,
      pow: powChallengeFor(1000 + captchaCount, captchaId),
    };
  });
});
afterEach(() => {
  mockedGetCaptcha.mockReset();
  mockedSaveLead.mockReset();
  mockedSolve.mockClear();
});

async function renderForm(lang: Lang = 'en', layout: Layout = 'desktop') {
  const user = userEvent.setup();
  renderWithPage(<ContactForm />, { lang, layout, page: 'contact', remote });
  await screen.findByRole('img', { name: CAPTCHA_ALT[lang] });
  return user;
}

async function fillValidEnglishForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Company name'), 'Example Media');
  await user.type(screen.getByLabelText(/^Name/), 'Lee Reporter');
  await user.type(screen.getByLabelText('Position'), 'Editor');
  await user.type(screen.getByLabelText(/^Contact number/), '13812345678');
  await user.type(screen.getByLabelText(/^Email/), 'lee@example.com');
  await user.selectOptions(screen.getByLabelText(/^Type/), 'analyst');
  await user.type(screen.getByLabelText(/^Content/), 'Please send the investor kit.');
  await user.type(screen.getByLabelText(/^Verification code/), 'ab12');
  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the privacy statement above' }));
}

describe('ContactForm', () => {
  it('labels every field, offers the seven media-contact types and leaves consent unticked', async () => {
    await renderForm('en');
    for (const label of ['Company name', 'Position'])
      expect(screen.getByLabelText(label)).toHaveAttribute('placeholder');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('placeholder', 'Please enter your name');
    expect(screen.getByLabelText(/^Contact number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    const type = screen.getByLabelText(/^Type/);
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Please select a type',
      'Domestic media',
      'Hong Kong, Macao or Taiwan media',
      'Media based in China or overseas',
      'Analyst',
      'Institutional investor',
      'Individual investor',
      'Individual shareholder',
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the privacy statement above' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Get a new verification code' })).toBeInTheDocument();
  });

  it('spends nothing on the proof of work until the visitor turns to the form, then solves it for the captcha on show', async () => {
    const user = await renderForm('en');
    expect(mockedSolve).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(/^Name/));
    expect(mockedSolve).toHaveBeenCalledTimes(1);
    expect(mockedSolve.mock.calls[0]?.[0].parameters.data.captchaId).toBe('challenge-1');
    // A new picture brings a new challenge, solved at once.
    await user.click(screen.getByRole('button', { name: 'Get a new verification code' }));
    await screen.findByRole('img', { name: CAPTCHA_ALT.en });
    await waitFor(() => expect(mockedSolve).toHaveBeenCalledTimes(2));
    expect(mockedSolve.mock.calls[1]?.[0].parameters.data.captchaId).toBe('challenge-2');
  });

  it('hides the bot trap from people and assistive technology', async () => {
    await renderForm('en');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });

  it.each([
    ['en', 'Contact number', '12345', 'The mobile number format is incorrect'],
    ['zh', '联系电话', '12345', '手机号格式不正确'],
    ['hk', '聯絡電話', '12345', '手機號碼格式不正確'],
    ['en', 'Email', 'lee@', 'Please enter the correct email address'],
    ['zh', '邮箱', 'lee@', '请输入正确的邮箱地址'],
    ['hk', '電郵', 'lee@', '請輸入正確的電郵地址'],
  ] as const)('in %s, says why "%s" is wrong beside it when the field is left', async (lang, label, typed, message) => {
    const user = await renderForm(lang);
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.type(field, typed);
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('removes the message as soon as the field is corrected', async () => {
    const user = await renderForm('en');
    const phone = screen.getByLabelText(/^Contact number/);
    await user.type(phone, '12345');
    await user.tab();
    await user.clear(phone);
    await user.type(phone, '+852 2123 4567');
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('The mobile number format is incorrect')).not.toBeInTheDocument();
  });

  it('does not complain about an untouched empty field just because focus passed through it', async () => {
    const user = await renderForm('en');
    await user.click(screen.getByLabelText(/^Name/));
    await user.tab();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('on submit marks every missing field, asks for consent and moves focus to the first problem', async () => {
    const user = await renderForm('en');
    await user.type(screen.getByLabelText('Company name'), 'Example Media');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(mockedSaveLead).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the privacy statement above' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Please read and accept the privacy statement'));
  });

  it('refuses to send a complete form without consent', async () => {
    const user = await renderForm('en');
    await fillValidEnglishForm(user);
    const consent = screen.getByRole('checkbox', { name: 'I have read and accept the privacy statement above' });
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(mockedSaveLead).not.toHaveBeenCalled();
    expect(consent).toHaveFocus();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the button and shows progress while sending, then says it was submitted and clears the form', async () => {
    let finish: (value: { saved: boolean }) => void = () => undefined;
    mockedSaveLead.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = await renderForm('en');
    await fillValidEnglishForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const button = screen.getByRole('button', { name: 'Submitting…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(mockedSaveLead).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Lee Reporter',
        telephone: '13812345678',
        type: 'analyst',
        captchaId: 'challenge-1',
        captchaCode: 'ab12',
        consent: true,
        lang: 'en',
      }),
    );
    // The proof of work of that captcha, computed while the form was filled in.
    expect(powCounterOf(String(mockedSaveLead.mock.calls[0]?.[0].pow))).toBe(1001);

    await act(async () => finish({ saved: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Submitted successfully');
    expect(screen.getByLabelText(/^Content/)).toHaveValue('');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the privacy statement above' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,2',
    );
  });

  it('shows the API’s verdict on a wrong code, brings a new picture and clears only the code', async () => {
    mockedSaveLead.mockRejectedValue(apiFailure(400, { captchaCode: 'captcha' }));
    const user = await renderForm('hk');
    await user.type(screen.getByLabelText(/^姓名/), '陳大文');
    await user.type(screen.getByLabelText(/^聯絡電話/), '+852 2123 4567');
    await user.type(screen.getByLabelText(/^電郵/), 'chan@example.com');
    await user.selectOptions(screen.getByLabelText(/^類型/), 'individualInvestor');
    await user.type(screen.getByLabelText(/^內容/), '查詢業績發佈日期');
    await user.type(screen.getByLabelText(/^驗證碼/), 'zzzz');
    await user.click(screen.getByRole('checkbox', { name: '我已閱讀並同意上述私隱聲明' }));
    await user.click(screen.getByRole('button', { name: '提交' }));

    const code = await screen.findByLabelText(/^驗證碼/);
    expect(await screen.findByText('驗證碼不正確')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(screen.getByLabelText(/^內容/)).toHaveValue('查詢業績發佈日期');
    expect(screen.getByRole('checkbox', { name: '我已閱讀並同意上述私隱聲明' })).toBeChecked();
    expect(await screen.findByRole('img', { name: '驗證碼圖片' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,2',
    );
  });

  it.each([
    ['a network failure', () => networkFailure(), 'The network connection failed'],
    ['a server error', () => apiFailure(500), 'The server could not handle your message'],
    ['too many submissions', () => apiFailure(429), 'Too many submissions'],
    ['a too-large message', () => apiFailure(413), 'Your message is too large'],
  ])('says so after %s and keeps everything typed', async (_case, failure, message) => {
    mockedSaveLead.mockRejectedValue(failure());
    const user = await renderForm('en');
    await fillValidEnglishForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Content/)).toHaveValue('Please send the investor kit.');
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('ab12');
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the privacy statement above' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('tells the visitor when no verification code can be loaded and fetches one on request', async () => {
    mockedGetCaptcha.mockRejectedValueOnce(networkFailure());
    const user = userEvent.setup();
    renderWithPage(<ContactForm />, { lang: 'en', page: 'contact', remote });
    expect(await screen.findByText(/The verification code could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a new verification code' }));
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toBeInTheDocument();
  });
});
