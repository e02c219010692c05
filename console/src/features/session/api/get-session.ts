import { consoleRequest } from '../../../api/consoleRequest';
import type { Session } from './session-types';

/** Who is signed in (also refreshes the idle expiry); a 401 when nobody is. */
export const getSession = () => consoleRequest<Session>({ url: '/admin/session' }, { signIn: true });
