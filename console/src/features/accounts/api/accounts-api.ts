/** The admins' account routes (api/src/routes/admin/adminAccounts.ts). */
import { consoleRequest } from '../../../api/consoleRequest';
import type { Role } from '@azi/shared/api/schemas/console';

export interface Account {
  id: number;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt?: string;
  lastSignInAt?: string | null;
}

/** `password` only when the server generated one: shown once. */
export interface AccountAnswer {
  account: Account;
  password?: string;
}

export const listAccounts = () => consoleRequest<{ list: Account[] }>({ url: '/admin/accounts' });
export const addAccount = (email: string, role: Role, password?: string) =>
  consoleRequest<AccountAnswer>({
    method: 'POST',
    url: '/admin/accounts',
    data: { email, role, ...(password ? { password } : {}) },
  });
export const changeAccount = (id: number, change: { role?: Role; disabled?: boolean }) =>
  consoleRequest<AccountAnswer>({ method: 'PATCH', url: `/admin/accounts/${id}`, data: change });
/** Without a password the server generates one. */
export const resetPassword = (id: number) =>
  consoleRequest<AccountAnswer>({ method: 'POST', url: `/admin/accounts/${id}/password`, data: {} });
