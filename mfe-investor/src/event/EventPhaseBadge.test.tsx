import { act, screen } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { calendarEntry } from '../testing/investorFixtures';
import { EventPhaseBadge, minutesToStart } from './EventPhaseBadge';

const START = Date.parse('2030-03-15T12:30:00Z');

describe('minutesToStart', () => {
  it('counts whole minutes up within the quarter hour before the start, and nothing outside it', () => {
    expect(minutesToStart(START, START - 12 * 60_000)).toBe(12);
    expect(minutesToStart(START, START - 11 * 60_000 - 1)).toBe(12);
    expect(minutesToStart(START, START - 1)).toBe(1);
    expect(minutesToStart(START, START)).toBeNull();
    expect(minutesToStart(START, START - 16 * 60_000)).toBeNull();
  });
});

describe('EventPhaseBadge', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['en', 'Starts in 12 minutes', 'Live now'],
    ['zh', '12分钟后开始', '正在直播'],
    ['hk', '12分鐘後開始', '正在直播'],
  ] as const)('says in %s when a call about to start begins, then that it is live', (lang, countdown, live) => {
    jest.useFakeTimers({ now: START - 12 * 60_000 });
    renderWithPage(<EventPhaseBadge item={calendarEntry(7, { phase: 'starting' })} />, { lang, page: 'event', remote });
    expect(screen.getByTestId('event-phase')).toHaveTextContent(countdown);
    act(() => jest.advanceTimersByTime(12 * 60_000));
    expect(screen.getByTestId('event-phase')).toHaveTextContent(live);
  });

  it('calls a month-dated item upcoming only while its month is ahead', () => {
    jest.useFakeTimers({ now: Date.parse('2030-03-20T00:00:00Z') });
    const { unmount } = renderWithPage(
      <EventPhaseBadge
        item={calendarEntry(8, { date: '2030-03-01', datePrecision: 'month', eventAt: null, beijingTime: null })}
      />,
      { lang: 'en', page: 'event', remote },
    );
    expect(screen.queryByTestId('event-phase')).toBeNull();
    unmount();
    renderWithPage(
      <EventPhaseBadge
        item={calendarEntry(9, { date: '2030-04-01', datePrecision: 'month', eventAt: null, beijingTime: null })}
      />,
      { lang: 'en', page: 'event', remote },
    );
    expect(screen.getByTestId('event-phase')).toHaveTextContent('Upcoming');
  });
});
