/** Forgotten passwords (api/src/routes/admin/adminPasswordReset.ts): ask for the mail, then set a new password with its token. */
import { consoleRequest } from '../../../api/consoleRequest';

export const askPasswordReset = (email: string) =>
  consoleRequest<{ requested: boolean }>(
    { method: 'POST', url: '/admin/password-reset', data: { email } },
    { signIn: true },
  );

export const completePasswordReset = (token: string, newPassword: string) =>
  consoleRequest<{ reset: boolean }>(
    { method: 'POST', url: '/admin/password-reset/complete', data: { token, newPassword } },
    { signIn: true },
  );

/** Whether the mailed link would still set a password (it stays unused); an ApiError when not. */
export const checkPasswordReset = (token: string) =>
  consoleRequest<{ usable: boolean }>(
    { method: 'POST', url: '/admin/password-reset/check', data: { token } },
    { signIn: true },
  );
