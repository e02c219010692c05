import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from './api/get-session';
import { askPasswordReset, checkPasswordReset, completePasswordReset } from './api/password-reset';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';

jest.mock('./api/password-reset');
jest.mock('./api/get-session');

beforeEach(() => {
  jest.mocked(getSession).mockRejectedValue(new ApiError(401, 'Unauthorized'));
});

it('asks for the reset mail and says the same whatever the address', async () => {
  jest.mocked(askPasswordReset).mockResolvedValue({ requested: true });
  renderWithConsole(<ForgotPasswordPage />);
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ir@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText(/If this address belongs to a console account/)).toBeInTheDocument();
  expect(askPasswordReset).toHaveBeenCalledWith('ir@example.com');
});

it('sets the new password with the token of the link fragment, once both fields agree', async () => {
  jest.mocked(completePasswordReset).mockResolvedValue({ reset: true });
  jest.mocked(checkPasswordReset).mockResolvedValue({ usable: true });
  renderWithConsole(<ResetPasswordPage />, { path: '/reset-password#token=abc123' });
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a different one' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
  expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument();
  expect(completePasswordReset).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a brand new passphrase' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
  expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
  expect(completePasswordReset).toHaveBeenCalledWith('abc123', 'a brand new passphrase');
});

it('says a used or tampered link is invalid before asking for any password', async () => {
  jest.mocked(checkPasswordReset).mockRejectedValue(
    new ApiError(400, 'This reset link is not valid, was used already or has expired; please ask for a new one.', {
      token: 'invalid',
    }),
  );
  renderWithConsole(<ResetPasswordPage />, { path: '/reset-password#token=used' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This reset link is not valid, was used already or has expired',
  );
  expect(screen.queryByLabelText('New password')).toBeNull();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  expect(checkPasswordReset).toHaveBeenCalledWith('used');
});

it('says an entry that is not an e-mail address is not one, and sends nothing', async () => {
  jest.mocked(askPasswordReset).mockClear();
  renderWithConsole(<ForgotPasswordPage />);
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ir team' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText(/This is not an e-mail address/)).toBeInTheDocument();
  expect(screen.queryByText(/a mail with a link is on its way/)).toBeNull();
  expect(askPasswordReset).not.toHaveBeenCalled();
});
