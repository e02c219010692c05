/**
 * The company's known directors and officers. A person is added here when the company publishes
 * them, never before; names, titles and education are text in the locale files under
 * `people.<key>` and `roles.<role>`.
 */
export type PersonKey = 'houqiZhang';

export type RoleKey = 'founderChairmanCeo' | 'chairmanCeo' | 'chairman';

export interface Appointment {
  person: PersonKey;
  role: RoleKey;
}

/** The management team (#gltd). */
export const MANAGEMENT: readonly Appointment[] = [{ person: 'houqiZhang', role: 'chairmanCeo' }];

/** The board of directors (#dshcy). */
export const BOARD: readonly Appointment[] = [{ person: 'houqiZhang', role: 'chairman' }];
