import { screen, within } from '@testing-library/react';
import type { LeadRecord } from '@azi/shared/api/schemas/console';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { listLeads } from './api/leads-api';
import { LeadsPage } from './LeadsPage';

jest.mock('./api/leads-api');

const lead = (id: number, name: string, review: boolean): LeadRecord => ({
  id,
  companyName: 'Example Media',
  name,
  position: '',
  telephone: '13812345678',
  email: `${id}@example.com`,
  type: 'analyst',
  content: 'Please send the investor kit.',
  lang: 'en',
  clientIp: '10.0.0.1',
  createdAt: '2026-11-20T08:00:00Z',
  review,
});

it('marks the leads that arrived past the hourly budget for review, and only those', async () => {
  jest.mocked(listLeads).mockResolvedValue({
    list: [lead(2, 'Past the budget', true), lead(1, 'Within the budget', false)],
    total: 2,
    pageNo: 1,
    pageSize: 50,
  });
  renderWithConsole(<LeadsPage />);
  const flagged = (await screen.findByRole('rowheader', { name: /Past the budget/ })).closest('tr')!;
  expect(within(flagged).getByText('For review')).toHaveAttribute('title', expect.stringMatching(/hourly budget/));
  const normal = screen.getByRole('rowheader', { name: /Within the budget/ }).closest('tr')!;
  expect(within(normal).queryByText('For review')).toBeNull();
});
