import type { PersonKey } from './people';

export type CommitteeKey = 'audit' | 'compensation' | 'nominating';

/** A board committee and who holds each of its roles. */
export interface Committee {
  key: CommitteeKey;
  /** Undefined until the company publishes the chair. */
  chair?: PersonKey;
  members: readonly PersonKey[];
}

/**
 * The board's three committees (#wyhgc). Their chairs and members are not in docs/company-facts.md
 * yet, so the table shows them as to be announced; fill in person keys as they are published.
 */
export const COMMITTEES: readonly Committee[] = [
  { key: 'audit', members: [] },
  { key: 'compensation', members: [] },
  { key: 'nominating', members: [] },
];
