/** A point in the company's history: a year and, where the source gives it, a month (1-12). */
export interface MilestoneDate {
  year: number;
  month?: number;
}

export type MilestoneKey =
  | 'founded'
  | 'financingRounds'
  | 'onlineOffline'
  | 'wuhuInvestment'
  | 'storeNetwork'
  | 'registrationStatement'
  | 'ipo'
  | 'shareConsolidation'
  | 'repairShops10k'
  | 'repairShops50k'
  | 'governmentSupport';

/** The text of each milestone is `milestones.items.<key>` in the locale files. */
export interface Milestone {
  key: MilestoneKey;
  /** Absent where the source gives no year: such items are listed apart, never given a guessed date. */
  date?: MilestoneDate;
  /** The end of a milestone that spans a period. */
  until?: MilestoneDate;
}

export const MILESTONES: readonly Milestone[] = [
  { key: 'founded', date: { year: 2010 } },
  { key: 'financingRounds', date: { year: 2015, month: 7 }, until: { year: 2022, month: 5 } },
  { key: 'onlineOffline', date: { year: 2018 } },
  { key: 'wuhuInvestment', date: { year: 2022, month: 5 } },
  { key: 'storeNetwork', date: { year: 2023, month: 3 } },
  { key: 'registrationStatement', date: { year: 2023, month: 7 } },
  { key: 'ipo', date: { year: 2024, month: 8 } },
  { key: 'shareConsolidation', date: { year: 2025, month: 12 } },
  { key: 'repairShops10k' },
  { key: 'repairShops50k' },
  { key: 'governmentSupport' },
];

/** Earlier first; a year without a month sorts before the months of that year. */
export function compareMilestoneDates(a: MilestoneDate, b: MilestoneDate): number {
  return a.year - b.year || (a.month ?? 0) - (b.month ?? 0);
}

export interface MilestoneGroups {
  dated: (Milestone & { date: MilestoneDate })[];
  undated: Milestone[];
}

/** Splits the milestones into a date-ordered timeline and the items the source gives no year. */
export function groupMilestones(milestones: readonly Milestone[]): MilestoneGroups {
  const dated = milestones
    .filter((m): m is Milestone & { date: MilestoneDate } => m.date !== undefined)
    .sort((a, b) => compareMilestoneDates(a.date, b.date));
  const undated = milestones.filter((m) => m.date === undefined);
  return { dated, undated };
}

/** The machine-readable form of a date for <time dateTime>: "2015-07" or "2010". */
export function isoMilestoneDate({ year, month }: MilestoneDate): string {
  return month === undefined ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
}
