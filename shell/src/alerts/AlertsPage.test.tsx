import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getAlertConfirmation } from '@azi/shared/api/get-alert-confirmation';
import { getAlertSubscription } from '@azi/shared/api/get-alert-subscription';
import { postAlertForm } from '@azi/shared/api/post-alert-form';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { AlertsPage } from './AlertsPage';

jest.mock('@azi/shared/api/get-alert-subscription');
jest.mock('@azi/shared/api/get-alert-confirmation');
jest.mock('@azi/shared/api/post-alert-form');

it('says why a plain post was refused, in Traditional Chinese, and leads back to the form', () => {
  renderWithPage(<AlertsPage />, {
    lang: 'hk',
    page: 'alerts',
    search: '?result=error&reason=tooManyForInbox&from=media',
  });
  expect(screen.getByRole('alert')).toHaveTextContent('今天已向此電郵地址發送了多封確認電郵');
  expect(screen.getByRole('link', { name: '返回表格' })).toHaveAttribute('href', '/hk/media#alerts');
  expect(screen.getByRole('heading', { name: '電郵提示私隱聲明' })).toBeInTheDocument();
});

it('links a refused post of the careers form back to the job list’s form', () => {
  renderWithPage(<AlertsPage />, {
    lang: 'en',
    page: 'alerts',
    search: '?result=error&reason=consentRequired&from=careers',
  });
  expect(screen.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/en/job_list#alerts');
});

it('shows the address and choices it confirms and asks for a button press, posting the token of the mailed link', async () => {
  jest.mocked(getAlertConfirmation).mockResolvedValue({
    email: 'reader@example.com',
    lang: 'zh',
    categories: ['pressReleases', 'secFilings'],
    status: 'pending',
  });
  renderWithPage(<AlertsPage />, { lang: 'zh', page: 'alerts', search: '?confirm=abc.def' });
  const button = await screen.findByRole('button', { name: '确认订阅' });
  expect(screen.getByText('reader@example.com')).toBeInTheDocument();
  expect(screen.getByText('新闻稿、美国证监会文件')).toBeInTheDocument();
  const form = button.closest('form')!;
  expect(form).toHaveAttribute('action', '/api-official-web/alerts/confirm');
  expect(form.querySelector('input[name="token"]')).toHaveValue('abc.def');
});

it('shows the manage link holder its choices, to change or to unsubscribe', async () => {
  jest
    .mocked(getAlertSubscription)
    .mockResolvedValue({ email: 'reader@example.com', lang: 'hk', categories: ['secFilings'], status: 'confirmed' });
  renderWithPage(<AlertsPage />, { lang: 'en', page: 'alerts', search: '?result=confirmed&manage=tok.sig' });
  expect(screen.getByRole('status')).toHaveTextContent('your e-mail alerts are on');
  expect(await screen.findByText(/Alerts for reader@example.com/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Language of the mails' })).toHaveValue('hk');
  expect(screen.getByRole('checkbox', { name: 'SEC filings' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Press releases' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Unsubscribe and delete my data' }).closest('form')).toHaveAttribute(
    'action',
    '/api-official-web/alerts/unsubscribe',
  );
  expect(getAlertSubscription).toHaveBeenCalledWith('tok.sig');
});

it('saves changed choices in place with script and moves focus to the answer below the button', async () => {
  jest
    .mocked(getAlertSubscription)
    .mockResolvedValue({ email: 'reader@example.com', lang: 'en', categories: ['secFilings'], status: 'confirmed' });
  jest.mocked(postAlertForm).mockResolvedValueOnce({ status: 'updated' });
  renderWithPage(<AlertsPage />, { lang: 'en', page: 'alerts', layout: 'mobile', search: '?manage=tok.sig' });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Press releases' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
  const answer = await screen.findByText('Your choices are saved.');
  await waitFor(() => expect(answer).toHaveFocus(), { timeout: 3000 });
  expect(postAlertForm).toHaveBeenCalledWith('manage', expect.any(HTMLFormElement));
});

it('leads from a link that no longer works to the forms to subscribe again', () => {
  renderWithPage(<AlertsPage />, { lang: 'en', page: 'alerts', search: '?result=error&reason=invalidLink' });
  expect(screen.getByRole('alert')).toHaveTextContent('Please subscribe again.');
  expect(screen.getByRole('link', { name: 'E-mail alerts on the investor relations page' })).toHaveAttribute(
    'href',
    '/en/investor#alerts',
  );
  expect(screen.getByRole('link', { name: 'E-mail alerts on the media page' })).toHaveAttribute(
    'href',
    '/en/media#alerts',
  );
});

it('offers the forms on the bare page, and heads a refused change of choices as not saved', () => {
  const bare = renderWithPage(<AlertsPage />, { lang: 'en', page: 'alerts' });
  expect(screen.getByRole('link', { name: 'E-mail alerts on the investor relations page' })).toBeInTheDocument();
  bare.unmount();
  jest
    .mocked(getAlertSubscription)
    .mockResolvedValue({ email: 'reader@example.com', lang: 'en', categories: [], status: 'confirmed' });
  renderWithPage(<AlertsPage />, { lang: 'hk', page: 'alerts', search: '?manage=tok.sig&reason=categoriesRequired' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('閣下的選擇未有儲存');
});
