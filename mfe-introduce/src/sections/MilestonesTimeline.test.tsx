import { screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { MilestonesTimeline } from './MilestonesTimeline';

describe('MilestonesTimeline', () => {
  it('lists the dated milestones from the earliest to the latest', () => {
    renderWithPage(<MilestonesTimeline />, { lang: 'en', page: 'introduce', remote });
    const timeline = screen.getByRole('list', { name: 'Dated milestones' });
    const starts = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.getAttribute('datetime'));
    expect(starts).toEqual(['2010', '2015-07', '2018', '2022-05', '2023-03', '2023-07', '2024-08', '2025-12']);
  });

  it('writes months and ranges in the page language', () => {
    renderWithPage(<MilestonesTimeline />, { lang: 'en', page: 'introduce', remote });
    expect(
      screen.getByText('Eleven financing rounds from outside investors.').previousElementSibling,
    ).toHaveTextContent('July 2015 to May 2022');
    expect(screen.getByText('August 2024')).toBeInTheDocument();
  });

  it('lists the repair-shop and government-support milestones without a date', () => {
    renderWithPage(<MilestonesTimeline />, { lang: 'en', page: 'introduce', remote });
    const heading = screen.getByRole('heading', { level: 3, name: 'Along the way' });
    const undated = within(heading.parentElement!).getAllByRole('listitem');
    expect(undated.map((item) => item.textContent)).toEqual([
      'Registered repair-shop users pass 10,000, with annual turnover above RMB 1 billion.',
      'Registered repair-shop users pass 50,000, with annual transactions above RMB 2 billion.',
      'Government investment support of RMB 25 million.',
    ]);
    undated.forEach((item) => expect(item.querySelector('time')).toBeNull());
  });

  it('formats Chinese dates with year and month', () => {
    renderWithPage(<MilestonesTimeline />, { lang: 'zh', layout: 'mobile', page: 'introduce', remote });
    expect(screen.getByText('2024年8月')).toBeInTheDocument();
    expect(screen.getByText('完成十一轮外部投资者融资。').previousElementSibling).toHaveTextContent(
      '2015年7月至2022年5月',
    );
  });
});
