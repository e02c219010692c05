import type { ReactNode } from 'react';
import type { Area } from '@azi/shared/api/schemas/console';
import { useSignedInSession } from '../features/session/SessionProvider';
import { NotAllowed } from './NotAllowed';

/** Shows its screen only to roles the API lets into that area; others see "not allowed". */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const session = useSignedInSession();
  return session.areas.includes(area) ? children : <NotAllowed />;
}
