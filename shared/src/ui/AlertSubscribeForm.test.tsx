import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { postAlertForm } from '@azi/shared/api/post-alert-form';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { AlertSubscribeForm } from '@azi/shared/ui/AlertSubscribeForm';

jest.mock('@azi/shared/api/post-alert-form');

const fill = () => {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
    target: { value: 'reader@example.com' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'k7m2' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
};

it('is a plain form post to the API, in the page language, with the page categories ticked and a link to the privacy note', () => {
  renderWithPage(<AlertSubscribeForm from="media" defaultCategories={['pressReleases']} />, {
    lang: 'en',
    page: 'media',
    layout: 'mobile',
  });
  const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/api-official-web/alerts/subscribe');
  expect(screen.getByRole('combobox', { name: 'Language of the mails' })).toHaveValue('en');
  expect(screen.getByRole('checkbox', { name: 'Press releases' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'SEC filings' })).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'privacy note' })).toHaveAttribute('href', '/en/mobile/alerts#privacy');
  expect(form.querySelector('input[name="layout"]')).toHaveValue('mobile');
});

it('posts in place with script, says where the confirmation went, and keeps what was typed when refused', async () => {
  jest
    .mocked(postAlertForm)
    .mockRejectedValueOnce(new ApiError(400, 'Incorrect verification code', { captchaCode: 'captcha' }));
  renderWithPage(<AlertSubscribeForm from="investor" defaultCategories={['results']} />, {
    lang: 'en',
    page: 'investor',
  });
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Incorrect verification code')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('reader@example.com');
  const picture = screen.getByRole('img', { name: 'Verification code image' });
  // A refused answer used the challenge up: a new picture.
  await waitFor(() => expect(picture).toHaveAttribute('src', '/api-official-web/alerts/captcha?r=1'));

  jest.mocked(postAlertForm).mockResolvedValueOnce({ status: 'pending' });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText(/we have sent a confirmation mail to reader@example.com/)).toBeInTheDocument();
  expect(jest.mocked(postAlertForm)).toHaveBeenLastCalledWith('subscribe', expect.any(HTMLFormElement));
});

it('moves focus to the answer below the button, or to the field the answer says is wrong', async () => {
  jest
    .mocked(postAlertForm)
    .mockRejectedValueOnce(new ApiError(400, 'Incorrect verification code', { captchaCode: 'captcha' }));
  renderWithPage(<AlertSubscribeForm from="investor" defaultCategories={['results']} />, {
    lang: 'en',
    page: 'investor',
    layout: 'mobile',
  });
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  // Effects run after paint: a loaded machine may take a while.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveFocus(), {
    timeout: 3000,
  });

  jest.mocked(postAlertForm).mockResolvedValueOnce({ status: 'pending' });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  const answer = await screen.findByText(/we have sent a confirmation mail to reader@example.com/);
  await waitFor(() => expect(answer).toHaveFocus(), { timeout: 3000 });
});
