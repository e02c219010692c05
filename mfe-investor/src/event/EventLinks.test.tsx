import { screen } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { calendarEntry } from '../testing/investorFixtures';
import { EventLinks } from './EventLinks';

const webcastOnly = { linkUrl: '', webcastUrl: 'https://webcast.example.com/azi' };

describe('EventLinks', () => {
  it('shows no empty "How to join" box while a call with only a webcast is under way or about to start', () => {
    for (const phase of ['starting', 'live'] as const) {
      const { unmount } = renderWithPage(<EventLinks item={calendarEntry(7, { ...webcastOnly, phase })} />, {
        lang: 'en',
        page: 'event',
        remote,
      });
      expect(screen.getByRole('link', { name: /Join the live webcast/ })).toHaveAttribute(
        'href',
        webcastOnly.webcastUrl,
      );
      expect(screen.queryByRole('heading', { name: 'How to join' })).toBeNull();
      unmount();
    }
  });

  it('keeps the dial-in under "How to join" while the call is live, with no "add to calendar"', () => {
    renderWithPage(
      <EventLinks item={calendarEntry(7, { ...webcastOnly, dialIn: 'Access code 1234', phase: 'live' })} />,
      { lang: 'zh', page: 'event', remote },
    );
    expect(screen.getByRole('heading', { name: '参加方式' })).toBeInTheDocument();
    expect(screen.getByText('Access code 1234')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /添加到日历/ })).toBeNull();
  });

  it('offers the server\'s calendar file before a timed call, and none (nor an empty "How to join") for an item known only to the month', () => {
    const { unmount } = renderWithPage(<EventLinks item={calendarEntry(7, webcastOnly)} />, {
      lang: 'hk',
      page: 'event',
      remote,
    });
    expect(screen.getByRole('link', { name: /加入日曆/ })).toHaveAttribute('href', '/hk/event.ics?id=7');
    unmount();
    renderWithPage(
      <EventLinks
        item={calendarEntry(8, { date: '2030-03-01', datePrecision: 'month', eventAt: null, beijingTime: null })}
      />,
      { lang: 'en', page: 'event', remote },
    );
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
    // Nor a promise of webcast details for what is a filing, not a call.
    expect(screen.queryByRole('heading', { name: 'How to join' })).toBeNull();
  });
});
