import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { changePassword } from './api/change-password';
import { getSession } from './api/get-session';
import { ChangePasswordPage } from './ChangePasswordPage';

jest.mock('./api/get-session');
jest.mock('./api/change-password');
beforeEach(() => {
  jest.mocked(getSession).mockReturnValue(new Promise(() => undefined));
  jest.mocked(changePassword).mockReset();
});

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  renderWithConsole(<ChangePasswordPage />);
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('New password again'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

it('refuses two different new passwords before asking the API', async () => {
  await fill('old password 1234', 'new password 12345', 'new password 54321');
  expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription('The two new passwords differ.');
  expect(changePassword).not.toHaveBeenCalled();
});

it('marks the current password when the API says it is wrong', async () => {
  jest
    .mocked(changePassword)
    .mockRejectedValue(new ApiError(400, 'The e-mail address or password is incorrect', { currentPassword: 'wrong' }));
  await fill('not my password', 'new password 12345', 'new password 12345');
  await waitFor(() =>
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is wrong.'),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The current password is wrong.');
});

it('says the password changed and the other sessions ended', async () => {
  jest.mocked(changePassword).mockResolvedValue({
    account: { id: 1, email: 'ir@example.com', role: 'ir' },
    role: 'ir',
    areas: ['session'],
    csrfToken: 'fresh',
    idleExpiresAt: null,
    absoluteExpiresAt: null,
  });
  await fill('old password 1234', 'new password 12345', 'new password 12345');
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed; your other sessions have ended.',
    ),
  );
  expect(changePassword).toHaveBeenCalledWith('old password 1234', 'new password 12345');
});
