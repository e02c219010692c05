import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { renderWithConsole } from '../testing/renderWithConsole';
import { Announcer } from './Announcer';

jest.mock('../features/session/api/get-session', () => ({ getSession: () => new Promise(() => undefined) }));

it('says a console message in the interface language chosen after it appeared', async () => {
  renderWithConsole(
    <>
      <LanguageSwitch />
      <Announcer message={{ kind: 'ok', key: 'alerts.exported' }} />
    </>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('The CSV of the subscribers shown has been downloaded.');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), 'zh');
  expect(screen.getByRole('status')).toHaveTextContent('已下载所显示订阅者的 CSV。');
});
