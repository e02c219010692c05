import { groupMilestones, isoMilestoneDate, MILESTONES, type Milestone } from './milestones';

describe('groupMilestones', () => {
  it('orders dated milestones by year, then month, with a bare year before its months', () => {
    const shuffled: Milestone[] = [
      { key: 'ipo', date: { year: 2024, month: 8 } },
      { key: 'storeNetwork', date: { year: 2023, month: 3 } },
      { key: 'repairShops10k' },
      { key: 'onlineOffline', date: { year: 2023 } },
    ];
    const { dated, undated } = groupMilestones(shuffled);
    expect(dated.map((m) => m.key)).toEqual(['onlineOffline', 'storeNetwork', 'ipo']);
    expect(undated.map((m) => m.key)).toEqual(['repairShops10k']);
  });

  it('never gives a guessed date to the milestones the facts leave undated', () => {
    expect(groupMilestones(MILESTONES).undated.map((m) => m.key)).toEqual([
      'repairShops10k',
      'repairShops50k',
      'governmentSupport',
    ]);
  });
});

it('writes machine-readable dates for <time>', () => {
  expect(isoMilestoneDate({ year: 2015, month: 7 })).toBe('2015-07');
  expect(isoMilestoneDate({ year: 2010 })).toBe('2010');
});
