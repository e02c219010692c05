import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from './api/get-session';
import { SignInError, signIn } from './api/sign-in';
import { SignInPage } from './SignInPage';

jest.mock('./api/get-session');
jest.mock('./api/sign-in', () => ({ ...jest.requireActual('./api/sign-in'), signIn: jest.fn() }));
const mockedSignIn = jest.mocked(signIn);

beforeEach(() => {
  jest.mocked(getSession).mockRejectedValue(new ApiError(401, 'Unauthorized'));
  mockedSignIn.mockReset();
});

async function submit({ fakeTimers = false } = {}, email = 'ir@example.com', password = 'wrong password') {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  renderWithConsole(<SignInPage />, { path: '/sign-in' });
  // The page has been open a while before the throttled attempt: the wait counts from the answer.
  if (fakeTimers) await act(async () => jest.advanceTimersByTime(60_000));
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

it('says the e-mail or password is wrong, and that a disabled account looks the same', async () => {
  mockedSignIn.mockRejectedValue(new SignInError(401, 'The e-mail address or password is incorrect'));
  await submit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The e-mail address or password is incorrect');
  expect(alert).toHaveTextContent('If your account has been disabled');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

it('shows the wait when sign-in is throttled, and keeps the button off until it has passed', async () => {
  jest.useFakeTimers();
  try {
    mockedSignIn.mockRejectedValue(new SignInError(429, 'Too many failed sign-ins; try again in 8 seconds', 8));
    await submit({ fakeTimers: true });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-ins; try again in 8 seconds'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You can try again in 8 s.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You can try again in 5 s.');
    await act(async () => {
      jest.advanceTimersByTime(6000);
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  } finally {
    jest.useRealTimers();
  }
});

it('asks for both fields before calling the API', async () => {
  const user = userEvent.setup();
  renderWithConsole(<SignInPage />, { path: '/sign-in' });
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter your e-mail and password.');
  expect(mockedSignIn).not.toHaveBeenCalled();
});

it('says so when the server cannot be reached', async () => {
  mockedSignIn.mockRejectedValue(new SignInError(0, 'Network Error'));
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached.'));
});
