import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../features/session/api/get-session';
import { useSession } from '../features/session/SessionProvider';
import { IdleWarning } from './IdleWarning';

jest.mock('../features/session/api/get-session', () => ({ getSession: jest.fn() }));
jest.mock('../features/session/SessionProvider', () => ({ useSession: jest.fn() }));
jest.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`,
  }),
}));

let now = 0;
let activity = 0;
jest.mock('../api/consoleRequest', () => ({ lastApiActivity: () => activity }));

describe('IdleWarning', () => {
  const signedOut = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    now = Date.parse('2026-11-23T00:00:00Z');
    jest.setSystemTime(now);
    activity = now;
    signedOut.mockReset();
    jest
      .mocked(useSession)
      .mockReturnValue({ state: { status: 'loading' }, reload: jest.fn(), signedIn: jest.fn(), signedOut });
  });
  afterEach(() => jest.useRealTimers());

  it('warns two minutes before the idle end, stays signed in on request, and signs out at the end', async () => {
    jest.mocked(getSession).mockImplementation(async () => {
      activity = Date.now();
      return { account: null, role: 'ir', areas: [], csrfToken: 'x', idleExpiresAt: null, absoluteExpiresAt: null };
    });
    render(<IdleWarning idleMs={30 * 60_000} />);
    act(() => jest.advanceTimersByTime(27 * 60_000));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => jest.advanceTimersByTime(90_000));
    expect(screen.getByRole('alert')).toHaveTextContent('idle.warning{"minutes":2}');

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'idle.stay' }));
    });
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signedOut).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(31 * 60_000));
    expect(signedOut).toHaveBeenCalledWith('expired');
  });

  it('signs out at once when "stay signed in" finds the session already ended elsewhere', async () => {
    jest.mocked(getSession).mockImplementation(async () => {
      activity = Date.now();
      return null;
    });
    render(<IdleWarning idleMs={30 * 60_000} />);
    act(() => jest.advanceTimersByTime(28 * 60_000 + 30_000));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'idle.stay' }));
    });
    expect(signedOut).toHaveBeenCalledWith('expired');
  });
});
