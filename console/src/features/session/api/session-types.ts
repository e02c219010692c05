/** The session as GET/POST /admin/session answer it (api/src/routes/admin/consoleSchemas.ts). */
import type { Area, Role } from '@azi/shared/api/schemas/console';

export interface Session {
  account: { id: number; email: string; role: Role } | null;
  role: Role;
  /** The areas this role may use (AREA_ROLES): the console shows only these. */
  areas: Area[];
  csrfToken: string | null;
  idleExpiresAt: string | null;
  absoluteExpiresAt: string | null;
}
