import { screen, within } from '@testing-library/react';
import { getCaptcha } from '@azi/shared/api/get-captcha';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { ContactPage } from './ContactPage';
import { contactResources } from '../text/allShellText';
import { CONTACT_NAMESPACE } from './contactText';
import { powChallengeFor } from './testing/powChallenge';

jest.mock('@azi/shared/api/get-captcha');
jest.mock('@azi/shared/api/save-lead');

const remote = { namespace: CONTACT_NAMESPACE, resources: contactResources };
const config = {
  supportHotline: '400-123-4567',
  franchiseHotline: '400-765-4321',
  serviceEmail: 'service@autozi.test',
  irEmail: 'ir@autozi.test',
};

beforeEach(() => {
  jest.mocked(getCaptcha).mockResolvedValue({
    captchaId: 'c1',
    image: 'data:image/svg+xml;base64,AA==',
    expiresInSeconds: 300,
    pow: powChallengeFor(7, 'c1'),
  });
});

describe('ContactPage', () => {
  it('opens with the page heading and puts the form beside the configured contact details', async () => {
    renderWithPage(<ContactPage />, { lang: 'en', page: 'contact', remote, config });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    const facts = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(facts).getByRole('link', { name: '400-123-4567' })).toHaveAttribute('href', 'tel:4001234567');
    expect(facts).toHaveTextContent('Hours 9:00-18:00');
    expect(within(facts).getByRole('link', { name: '400-765-4321' })).toHaveAttribute('href', 'tel:4007654321');
    expect(facts).toHaveTextContent('Open 24 hours');
    expect(within(facts).getByRole('link', { name: 'service@autozi.test' })).toHaveAttribute(
      'href',
      'mailto:service@autozi.test',
    );
    expect(facts).toHaveTextContent('No. 26 Yongtaizhuang North Road, Haidian District, Beijing');
    await screen.findByRole('img', { name: 'Verification code image' });
  });

  it('speaks Traditional Chinese on the hk mobile page', async () => {
    renderWithPage(<ContactPage />, { lang: 'hk', layout: 'mobile', page: 'contact', remote, config });
    expect(screen.getByRole('heading', { level: 1, name: '聯絡我們' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: '聯絡方式' })).toHaveTextContent('24 小時服務');
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
    await screen.findByRole('img', { name: '驗證碼圖片' });
  });
});
