import { consoleRequest } from '../../../api/consoleRequest';

/** Ends this session, or with `everywhere` every session of the account. */
export const signOut = (everywhere = false) =>
  consoleRequest<{ ended: number }>(
    { method: 'DELETE', url: everywhere ? '/admin/sessions' : '/admin/session' },
    { signIn: true },
  );
