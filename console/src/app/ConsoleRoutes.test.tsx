import { screen, within } from '@testing-library/react';
import { renderWithConsole } from '../testing/renderWithConsole';
import { getSession } from '../features/session/api/get-session';
import type { Session } from '../features/session/api/session-types';
import { areasOf, type Role } from '@azi/shared/api/schemas/console';
import { listContent } from '../features/content/api/content-api';
import { ConsoleRoutes } from './ConsoleRoutes';
import { ApiError } from '@azi/shared/api/ApiError';
import { Route, Routes, useLocation } from 'react-router';
import { reportFailure } from '../api/consoleRequest';
import { listLeads } from '../features/leads/api/leads-api';

jest.mock('../features/session/api/get-session');
jest.mock('../features/content/api/content-api');
jest.mock('../features/leads/api/leads-api');

function signedInAs(role: Role) {
  const session: Session = {
    account: { id: 1, email: `${role}@example.com`, role },
    role,
    areas: areasOf(role),
    csrfToken: 'x',
    idleExpiresAt: null,
    absoluteExpiresAt: null,
  };
  jest.mocked(getSession).mockResolvedValue(session);
}

async function navigationLinks(path = '/') {
  renderWithConsole(<ConsoleRoutes />, { path });
  const nav = await screen.findByRole('navigation', { name: 'Console sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => {
  jest.mocked(listContent).mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 20 });
});

it('shows the IR team its seven kinds of investor content, pictures, documents, the SEC import, share prices, the e-mail alerts and site speed, nothing else', async () => {
  signedInAs('ir');
  expect(await navigationLinks()).toEqual([
    'Financial reports',
    'Quarterly results',
    'Investor news',
    'Announcements',
    'Investor calendar',
    'SEC filings',
    'IR FAQ and facts',
    'Picture library',
    'Documents',
    'SEC import',
    'Share prices',
    'E-mail alerts',
    'Site speed',
    'Site search',
  ]);
});

it('shows the media team press releases and banners only', async () => {
  signedInAs('media');
  expect(await navigationLinks()).toEqual(['Press releases', 'Home banners', 'Picture library']);
});

it('shows sales the leads only', async () => {
  signedInAs('sales');
  expect(await navigationLinks()).toEqual(['Leads']);
});

it('shows HR staff the job openings only', async () => {
  signedInAs('hr');
  expect(await navigationLinks()).toEqual(['Job openings']);
});

it('answers an HR user who opens announcements by address with "not allowed", and an IR user who opens the jobs alike', async () => {
  signedInAs('hr');
  const { unmount } = renderWithConsole(<ConsoleRoutes />, { path: '/content/notice' });
  expect(await screen.findByText(/Your role \(Human resources\) may not open this part/)).toBeInTheDocument();
  unmount();
  signedInAs('ir');
  renderWithConsole(<ConsoleRoutes />, { path: '/content/job' });
  expect(await screen.findByText(/Your role \(Investor relations\) may not open this part/)).toBeInTheDocument();
  expect(listContent).not.toHaveBeenCalled();
});

it('shows admins every section', async () => {
  signedInAs('admin');
  const links = await navigationLinks();
  expect(links).toHaveLength(21);
  expect(links).toContain('Job openings');
  expect(links.slice(-11)).toEqual([
    'Picture library',
    'Documents',
    'SEC import',
    'Share prices',
    'E-mail alerts',
    'Site speed',
    'Site search',
    'Leads',
    'Accounts',
    'Audit log',
    'Backups',
  ]);
});

it('answers a media user who opens financial reports by address with "not allowed", without asking for the list', async () => {
  signedInAs('media');
  renderWithConsole(<ConsoleRoutes />, { path: '/content/financialReport' });
  expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  expect(screen.getByText(/Your role \(Media\) may not open this part/)).toBeInTheDocument();
  expect(listContent).not.toHaveBeenCalled();
});

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const withAddress = (
  <Routes>
    <Route
      path="*"
      element={
        <>
          <ConsoleRoutes />
          <WhereAmI />
        </>
      }
    />
  </Routes>
);

it('sends someone not signed in to sign-in, remembering the page they asked for', async () => {
  // The API answers "nobody" (null) rather than a 401, which the browser would log as an error.
  jest.mocked(getSession).mockResolvedValue(null);
  renderWithConsole(withAddress, { path: '/content/notice?q=board' });
  expect(await screen.findByRole('heading', { name: 'Sign in to the content console' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Sign in to go on to the page you asked for');
  expect(screen.getByLabelText('address')).toHaveTextContent('/sign-in?next=%2Fcontent%2Fnotice%3Fq%3Dboard');
});

it('says the session has ended when the API stops accepting it mid-work, and remembers the page', async () => {
  signedInAs('sales');
  jest.mocked(listLeads).mockImplementation(async () => reportFailure(new ApiError(401, 'Unauthorized')));
  renderWithConsole(withAddress, { path: '/leads' });
  expect(
    await screen.findByText('Your session has ended. Sign in again to go back to where you were.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('address')).toHaveTextContent('/sign-in?next=%2Fleads');
});
