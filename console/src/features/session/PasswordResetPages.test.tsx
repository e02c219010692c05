import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from './api/get-session';
import { askPasswordReset, completePasswordReset } from './api/password-reset';
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
  renderWithConsole(<ResetPasswordPage />, { path: '/reset-password#token=abc123' });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a different one' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
  expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument();
  expect(completePasswordReset).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a brand new passphrase' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
  expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
  expect(completePasswordReset).toHaveBeenCalledWith('abc123', 'a brand new passphrase');
});
