import { screen, within } from '@testing-library/react';
import { renderWithConsole } from '../testing/renderWithConsole';
import { getSession } from '../features/session/api/get-session';
import type { Role, Session } from '../features/session/api/session-types';
import { listContent } from '../features/content/api/content-api';
import { ConsoleRoutes } from './ConsoleRoutes';

jest.mock('../features/session/api/get-session');
jest.mock('../features/content/api/content-api');

/** The areas the API's AREA_ROLES gives each role (api/src/console/roles.ts). */
const AREAS: Record<Role, string[]> = {
  admin: ['banner', 'media', 'investorNews', 'quarterlyAchievement', 'notice', 'financialReport', 'investorCalendar', 'americaNotice', 'documents', 'leads', 'accounts', 'audit', 'session'],
  ir: ['investorNews', 'quarterlyAchievement', 'notice', 'financialReport', 'investorCalendar', 'americaNotice', 'documents', 'session'],
  media: ['banner', 'media', 'session'],
  sales: ['leads', 'session'],
};

function signedInAs(role: Role) {
  const session: Session = { account: { id: 1, email: `${role}@example.com`, role }, role, areas: AREAS[role], csrfToken: 'x', idleExpiresAt: null, absoluteExpiresAt: null };
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

it('shows the IR team its six kinds of investor content and nothing else', async () => {
  signedInAs('ir');
  expect(await navigationLinks()).toEqual(['Financial reports', 'Quarterly results', 'Investor news', 'Announcements', 'Investor calendar', 'SEC filings']);
});

it('shows the media team press releases and banners only', async () => {
  signedInAs('media');
  expect(await navigationLinks()).toEqual(['Press releases', 'Home banners']);
});

it('shows sales the leads only, and admins everything', async () => {
  signedInAs('sales');
  expect(await navigationLinks()).toEqual(['Leads']);
});

it('shows admins every section', async () => {
  signedInAs('admin');
  const links = await navigationLinks();
  expect(links).toHaveLength(11);
  expect(links.slice(-3)).toEqual(['Leads', 'Accounts', 'Audit log']);
});

it('answers a media user who opens financial reports by address with "not allowed", without asking for the list', async () => {
  signedInAs('media');
  renderWithConsole(<ConsoleRoutes />, { path: '/content/financialReport' });
  expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  expect(screen.getByText(/Your role \(Media\) may not open this part/)).toBeInTheDocument();
  expect(listContent).not.toHaveBeenCalled();
});

it('sends someone signed out to sign-in, remembering the page', async () => {
  const { ApiError } = jest.requireActual('@azi/shared/api/ApiError');
  jest.mocked(getSession).mockRejectedValue(new ApiError(401, 'Unauthorized'));
  renderWithConsole(<ConsoleRoutes />, { path: '/content/notice' });
  expect(await screen.findByRole('heading', { name: 'Sign in to the content console' })).toBeInTheDocument();
});
