/**
 * The console's roles. Kept apart from the table of what each may do (api/schemas/console.ts's
 * AREA_ROLES), which reads each content kind's owner from the kind (shared/src/content): the kinds
 * name their owner by these, so the roles sit below both.
 */
export const ROLES = ['admin', 'ir', 'media', 'sales', 'hr'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
