import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import type { StoredItem } from './contentItem';
import { PublishControls } from './PublishControls';

jest.mock('../session/api/get-session');
beforeEach(() => jest.mocked(getSession).mockReturnValue(new Promise(() => undefined)));

const draft = { id: 7, status: 'draft', state: 'draft', publishAt: '2026-11-23T00:00:00Z' } as StoredItem;

function renderControls(missing: ('zh' | 'hk' | 'en')[], item: StoredItem | null = draft) {
  const onPublish = jest.fn();
  renderWithConsole(
    <PublishControls
      item={item ?? undefined}
      missing={missing}
      busy={false}
      locale="en-GB"
      onPublish={onPublish}
      onUnpublish={jest.fn()}
    />,
  );
  return onPublish;
}

it('keeps Publish off and names the missing languages while a language is missing', () => {
  renderControls(['hk', 'en']);
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  expect(
    screen.getByText('Missing: Traditional Chinese (HK), English. Publishing is possible once all three are complete.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Complete all three languages to publish.')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Languages' })).toHaveTextContent('✓ ZH');
  expect(screen.getByRole('list', { name: 'Languages' })).toHaveTextContent('✗ HK');
});

it('publishes now once all three languages are complete', async () => {
  const onPublish = renderControls([]);
  expect(screen.getByText('Complete in all three languages.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(onPublish).toHaveBeenCalledWith(undefined);
});

it('asks to save a new item before it can be published', () => {
  renderControls([], null);
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  expect(screen.getByText('Save the item before publishing.')).toBeInTheDocument();
});

it('schedules at the chosen local time, sent as the UTC instant it stands for', async () => {
  const onPublish = renderControls([]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Publish at a set time' }));
  expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  const field = screen.getByLabelText(/Publish at \(your local time/);
  await user.type(field, '2030-01-15T09:30');
  expect(
    screen.getByText(`Stored as ${new Date('2030-01-15T09:30').toISOString().slice(0, 16).replace('T', ' ')} UTC`),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(onPublish).toHaveBeenCalledWith(new Date(2030, 0, 15, 9, 30).toISOString());
});
