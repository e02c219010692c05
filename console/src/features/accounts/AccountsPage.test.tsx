import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { addAccount, changeAccount, listAccounts } from './api/accounts-api';
import { AccountsPage } from './AccountsPage';

jest.mock('../session/api/get-session', () => ({ getSession: () => new Promise(() => undefined) }));
jest.mock('./api/accounts-api');

const account = { id: 3, email: 'ir@example.com', role: 'ir' as const, disabled: false, lastSignInAt: null };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listAccounts).mockResolvedValue({ list: [account] });
});

it('offers human resources among the roles of a new account, and adds one with it', async () => {
  jest.mocked(addAccount).mockResolvedValue({ account: { ...account, id: 4, email: 'hr@example.com', role: 'hr' } });
  renderWithConsole(<AccountsPage />);
  const form = screen.getByRole('form', { name: 'Add an account' });
  const role = within(form).getByLabelText('Role');
  expect(
    within(role)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Administrator', 'Investor relations', 'Media', 'Sales', 'Human resources']);
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'hr@example.com' } });
  fireEvent.change(role, { target: { value: 'hr' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add an account' }));
  expect(await screen.findByText('Account hr@example.com added.')).toBeInTheDocument();
  expect(addAccount).toHaveBeenCalledWith('hr@example.com', 'hr', undefined);
});

it('turns an existing account into a human resources one', async () => {
  jest.mocked(changeAccount).mockResolvedValue({ account: { ...account, role: 'hr' } });
  renderWithConsole(<AccountsPage />);
  const role = await screen.findByRole('combobox', { name: 'Role of ir@example.com' });
  fireEvent.change(role, { target: { value: 'hr' } });
  await waitFor(() => expect(changeAccount).toHaveBeenCalledWith(3, { role: 'hr' }));
});
