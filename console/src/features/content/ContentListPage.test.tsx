import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { listContent } from './api/content-api';
import { listApplyClicks } from './api/jobs-api';
import type { StoredItem } from './contentItem';
import { ContentListPage } from './ContentListPage';

jest.mock('../session/api/get-session', () => ({ getSession: () => new Promise(() => undefined) }));
jest.mock('./api/content-api');
jest.mock('./api/jobs-api');

const item = (id: number, en: string): StoredItem => ({
  id,
  title: { zh: en, hk: en, en },
  summary: { zh: '', hk: '', en: '' },
  date: '2026-11-01',
  datePrecision: 'day',
  status: 'published',
  publishAt: '2026-11-01T02:00:00.000Z',
  state: 'live',
  updatedAt: '2026-11-01T02:00:00.000Z',
  missingLanguages: [],
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listContent).mockResolvedValue({
    list: [item(1, 'Legal counsel'), item(2, 'Front-end engineer')],
    total: 45,
    pageNo: 1,
    pageSize: 20,
  });
  jest.mocked(listApplyClicks).mockResolvedValue({ list: [{ jobId: 1, total: 12, last30Days: 5, today: 2 }] });
});

const rowOf = async (title: string) => (await screen.findByRole('rowheader', { name: title })).closest('tr')!;

it('shows each job’s apply clicks beside it, and zeros for a job nobody has clicked', async () => {
  renderWithConsole(<ContentListPage kind="job" />);
  expect(await screen.findByRole('columnheader', { name: 'Apply clicks' })).toBeInTheDocument();
  const clicksOf = async (title: string) => (await rowOf(title)).querySelector('[data-label="Apply clicks"]');
  expect(await clicksOf('Legal counsel')).toHaveTextContent('12 in all5 in 30 days, 2 today');
  expect(await clicksOf('Front-end engineer')).toHaveTextContent('0 in all0 in 30 days, 0 today');
});

it('asks for the clicks once per visit of the list, not again on another page of it', async () => {
  renderWithConsole(<ContentListPage kind="job" />);
  await screen.findByText('12 in all');
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(listContent).toHaveBeenCalledTimes(2);
  expect(listApplyClicks).toHaveBeenCalledTimes(1);
});

it('says when the clicks could not be loaded, and still lists the jobs', async () => {
  jest.mocked(listApplyClicks).mockRejectedValue(new ApiError(503, 'The database is busy.'));
  renderWithConsole(<ContentListPage kind="job" />);
  expect(
    await screen.findByText(
      'The apply clicks could not be loaded (The database is busy.); the list is shown without them.',
    ),
  ).toHaveAttribute('role', 'alert');
  expect(within(await rowOf('Legal counsel')).getByText('—')).toBeInTheDocument();
});

it('shows no clicks column for another kind, nor asks for them', async () => {
  renderWithConsole(<ContentListPage kind="notice" />);
  await rowOf('Legal counsel');
  expect(screen.queryByRole('columnheader', { name: 'Apply clicks' })).toBeNull();
  expect(listApplyClicks).not.toHaveBeenCalled();
});
