import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import { getSecStatus, importSecFilings, type SecStatus } from './api/sec-api';
import { SecPage } from './SecPage';

jest.mock('../session/api/get-session');
jest.mock('./api/sec-api');
beforeEach(() => jest.mocked(getSession).mockReturnValue(new Promise(() => undefined)));

const status = (over: Partial<SecStatus> = {}): SecStatus => ({
  enabled: true,
  cik: '1959726',
  everyMs: 30 * 60_000,
  running: false,
  lastRun: {
    trigger: 'schedule',
    startedAt: '2026-11-20T08:00:00Z',
    finishedAt: '2026-11-20T08:00:05Z',
    added: 3,
    updated: 1,
    total: 40,
    error: null,
  },
  nextRunAt: '2026-11-20T08:30:00Z',
  ...over,
});

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

afterEach(() => jest.useRealTimers());

it('shows the last import, whether one runs and the next run', async () => {
  jest.mocked(getSecStatus).mockResolvedValue(status());
  renderWithConsole(<SecPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'SEC filings import' })).toBeInTheDocument();
  await screen.findByText('Last import', { selector: 'dt' });
  expect(valueOf('Last import')).toHaveTextContent(/20\/11\/2026.*\(scheduled\)/);
  expect(valueOf('Added')).toHaveTextContent('3');
  expect(valueOf('Updated')).toHaveTextContent('1');
  expect(valueOf('Filings from EDGAR')).toHaveTextContent('40');
  expect(valueOf('Error')).toHaveTextContent('None');
  expect(valueOf('Import running')).toHaveTextContent('No');
  expect(valueOf('Import running')).toHaveAttribute('aria-live', 'polite');
  expect(valueOf('Next scheduled run')).toHaveTextContent(/20\/11\/2026/);
  expect(screen.getByRole('button', { name: 'Import now' })).toBeEnabled();
});

it('"Import now" announces that it runs, then what it added, and shows the new last import', async () => {
  jest.mocked(getSecStatus).mockResolvedValueOnce(status({ lastRun: null }));
  let finish!: (value: { added: number; updated: number; total: number }) => void;
  jest.mocked(importSecFilings).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  renderWithConsole(<SecPage />);
  expect(await screen.findByText('None yet')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Import now' }));
  expect(screen.getByRole('status')).toHaveTextContent('Importing filings from EDGAR…');
  expect(screen.getByRole('button', { name: 'Importing filings from EDGAR…' })).toBeDisabled();
  expect(valueOf('Import running')).toHaveTextContent('Yes, an import is running now');

  jest.mocked(getSecStatus).mockResolvedValue(
    status({
      lastRun: {
        trigger: 'manual',
        startedAt: '2026-11-20T09:00:00Z',
        finishedAt: '2026-11-20T09:00:02Z',
        added: 12,
        updated: 0,
        total: 12,
        error: null,
      },
    }),
  );
  await act(async () => finish({ added: 12, updated: 0, total: 12 }));
  expect(screen.getByRole('status')).toHaveTextContent('Import finished: 12 added, 0 updated, 12 filings from EDGAR.');
  await waitFor(() => expect(valueOf('Last import')).toHaveTextContent('(started by hand)'));
  expect(valueOf('Added')).toHaveTextContent('12');
  expect(screen.getByRole('button', { name: 'Import now' })).toBeEnabled();
  expect(importSecFilings).toHaveBeenCalledTimes(1);
});

it("shows a failed page's error and a refused import in the alert region", async () => {
  jest
    .mocked(getSecStatus)
    .mockResolvedValue(
      status({ lastRun: { ...status().lastRun!, error: 'CIK0001959726-submissions-002.json: malformed JSON' } }),
    );
  jest
    .mocked(importSecFilings)
    .mockRejectedValue(new Error('Another site copy is importing SEC filings; try again in a minute'));
  renderWithConsole(<SecPage />);
  await screen.findByText('Last import', { selector: 'dt' });
  expect(valueOf('Error')).toHaveTextContent('malformed JSON');
  await userEvent.click(screen.getByRole('button', { name: 'Import now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Another site copy is importing');
});

it('while another copy imports, disables the button and asks again until it ends', async () => {
  jest.useFakeTimers();
  jest
    .mocked(getSecStatus)
    .mockResolvedValueOnce(status({ running: true }))
    .mockResolvedValue(status());
  renderWithConsole(<SecPage />);
  await act(async () => {});
  expect(valueOf('Import running')).toHaveTextContent('Yes, an import is running now');
  expect(screen.getByRole('button', { name: 'Import now' })).toBeDisabled();
  await act(async () => jest.advanceTimersByTime(5_000));
  expect(valueOf('Import running')).toHaveTextContent('No');
  expect(screen.getByRole('button', { name: 'Import now' })).toBeEnabled();
});

it('says the import is off without SEC_CIK and offers no button', async () => {
  jest
    .mocked(getSecStatus)
    .mockResolvedValue({ enabled: false, cik: null, everyMs: 0, running: false, lastRun: null, nextRunAt: null });
  renderWithConsole(<SecPage />);
  expect(await screen.findByText(/the site runs without SEC_CIK/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import now' })).toBeNull();
});

it('says in words that EDGAR could not be reached and when the next try is, with the raw text as a detail', async () => {
  const error = 'https://data.sec.gov/submissions/CIK0001959726.json: fetch failed (3 tries)';
  jest.mocked(getSecStatus).mockResolvedValue(
    status({
      lastRun: {
        trigger: 'schedule',
        startedAt: '2026-11-20T08:00:00Z',
        finishedAt: '2026-11-20T08:00:05Z',
        added: 0,
        updated: 0,
        total: 0,
        error,
      },
    }),
  );
  renderWithConsole(<SecPage />);
  await screen.findByText('Error', { selector: 'dt' });
  expect(valueOf('Error')).toHaveTextContent(
    /^EDGAR, the SEC's filing system, could not be reached \(no answer over the network\)\. The next try is at 20\/11\/2026/,
  );
  expect(valueOf('Error')).toHaveTextContent(`Details for the technical team: ${error}`);
});
