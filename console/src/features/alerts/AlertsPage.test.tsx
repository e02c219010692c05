import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import type { SubscriberCounts } from '@azi/shared/api/schemas/console';
import { deleteSubscriber, listOutbox, listSubscribers, readOutboxMail } from './api/alerts-api';
import { AlertsPage } from './AlertsPage';

jest.mock('./api/alerts-api');
// The session provider asks who is signed in: no server here.
jest.mock('../session/api/get-session');

const zero = () => ({
  zh: { confirmed: 0, pending: 0 },
  hk: { confirmed: 0, pending: 0 },
  en: { confirmed: 0, pending: 0 },
});
const counts: SubscriberCounts = {
  byCategory: {
    pressReleases: { ...zero(), en: { confirmed: 2, pending: 1 } },
    results: zero(),
    announcements: zero(),
    financialReports: zero(),
    secFilings: zero(),
    events: zero(),
    careers: zero(),
  },
  confirmed: 2,
  pending: 1,
};

beforeEach(() => {
  jest.mocked(getSession).mockRejectedValue(new ApiError(401, 'Unauthorized'));
  jest.mocked(listSubscribers).mockResolvedValue({
    list: [
      {
        id: 7,
        email: 'reader@example.com',
        lang: 'en',
        categories: ['pressReleases'],
        status: 'confirmed',
        consentAt: '2026-11-24T08:00:00Z',
        consentAddress: '10.0.0.9',
        consentVersion: '2026-11-24',
        confirmedAt: '2026-11-24T08:05:00Z',
      },
    ],
    total: 1,
    counts,
  });
  jest.mocked(listOutbox).mockResolvedValue({
    list: [
      {
        id: 3,
        kind: 'alert',
        recipient: 'reader@example.com',
        lang: 'en',
        subject: '[Press releases] A store opens',
        status: 'failed',
        attempts: 6,
        lastError: '451 Mailbox busy',
        reclaimed: 0,
        createdAt: '2026-11-24T09:00:00Z',
        nextAttemptAt: '2026-11-24T09:00:00Z',
        sentAt: null,
      },
    ],
    total: 1,
    counts: { failed: 1 },
  });
});

it('counts subscribers per category and language, shows each with its consent, and deletes one only after asking', async () => {
  jest.mocked(deleteSubscriber).mockResolvedValue({ id: 7 });
  renderWithConsole(<AlertsPage />);
  const row = (await screen.findByRole('rowheader', { name: 'reader@example.com' })).closest('tr')!;
  expect(within(row).getByText(/10\.0\.0\.9 · 2026-11-24/)).toBeInTheDocument();
  const pressRow = screen.getByRole('rowheader', { name: 'Press releases' }).closest('tr')!;
  expect(
    within(pressRow)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['0 / 0', '0 / 0', '2 / 1']);
  fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  expect(deleteSubscriber).not.toHaveBeenCalled();
  // jsdom has no showModal: the dialog's content is there, outside the accessibility tree.
  fireEvent.click(within(document.querySelector('dialog')!).getByRole('button', { name: 'Delete', hidden: true }));
  await waitFor(() => expect(deleteSubscriber).toHaveBeenCalledWith(7));
  expect(await screen.findByText('reader@example.com has been deleted.')).toBeInTheDocument();
});

it('lists the outbox with each mail status and the server answer, and reads a mail', async () => {
  jest.mocked(readOutboxMail).mockResolvedValue({
    id: 3,
    subject: 's',
    recipient: 'r',
    textBody: 'A store opens.\nDate: 2026-11-24',
    hidden: false,
  });
  renderWithConsole(<AlertsPage />);
  const row = (await screen.findByRole('rowheader', { name: /A store opens/ })).closest('tr')!;
  expect(within(row).getByText('Failed')).toBeInTheDocument();
  expect(within(row).getByText('451 Mailbox busy')).toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button', { name: 'Read' }));
  expect(await within(row).findByText(/Date: 2026-11-24/)).toBeInTheDocument();
});
