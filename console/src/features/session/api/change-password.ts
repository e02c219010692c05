import { consoleRequest } from '../../../api/consoleRequest';
import type { Session } from './session-types';

/** POST /admin/session/password: other sessions end; this one is replaced (new cookie and CSRF token). */
export const changePassword = (currentPassword: string, newPassword: string) =>
  consoleRequest<Session>({ method: 'POST', url: '/admin/session/password', data: { currentPassword, newPassword } });
