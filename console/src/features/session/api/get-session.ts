import { consoleRequest } from '../../../api/consoleRequest';
import type { Session } from './session-types';

/**
 * Who is signed in (also refreshes the idle expiry), or null when nobody is: asked when the
 * console opens, where a 401 would be an error in the browser's console before anyone signed in.
 */
export const getSession = () => consoleRequest<Session | null>({ url: '/admin/session/current' }, { signIn: true });
