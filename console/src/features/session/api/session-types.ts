/** The session as GET/POST /admin/session answer it (api/src/routes/admin/consoleSchemas.ts). */
export type Role = 'admin' | 'ir' | 'media' | 'sales';
export const ROLES: readonly Role[] = ['admin', 'ir', 'media', 'sales'];

export interface Session {
  account: { id: number; email: string; role: Role } | null;
  role: Role;
  /** The API's areas this role may use (its AREA_ROLES table): the console shows only these. */
  areas: string[];
  csrfToken: string | null;
  idleExpiresAt: string | null;
  absoluteExpiresAt: string | null;
}
