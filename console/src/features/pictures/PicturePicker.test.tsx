import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import { getPicture, listPictures, type StoredPicture } from './api/pictures-api';
import { PicturePicker } from './PicturePicker';

jest.mock('../session/api/get-session');
jest.mock('./api/pictures-api', () => ({
  ...jest.requireActual('./api/pictures-api'),
  listPictures: jest.fn(),
  getPicture: jest.fn(),
}));

const picture = (id: number, ready: boolean): StoredPicture => ({
  id,
  key: `k${id}`,
  path: `/api-official-web/pictures/k${id}`,
  fileName: `p${id}.jpg`,
  width: 960,
  height: 540,
  widths: [480, 960],
  byteSize: 90_000,
  alt: ready ? { zh: '图', hk: '圖', en: `Picture ${id}` } : { zh: '', hk: '', en: '' },
  decorative: false,
  ready,
  uploadedBy: 'media@example.com',
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  usedBy: [],
});

function Harness({ onChange }: { onChange(id: number | null): void }) {
  const [id, setId] = useState<number | null>(null);
  return (
    <PicturePicker
      pictureId={id}
      required={false}
      onChange={(next) => {
        setId(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => {
  jest.mocked(getSession).mockReturnValue(new Promise(() => undefined));
  jest.mocked(listPictures).mockResolvedValue({ list: [picture(1, true), picture(2, false)], total: 2 });
  jest.mocked(getPicture).mockImplementation(async (id) => picture(id, true));
});

it('offers only pictures with words, searches the library, and shows the one chosen until it is removed', async () => {
  const onChange = jest.fn();
  renderWithConsole(<Harness onChange={onChange} />);
  const picker = screen.getByRole('group', { name: 'Picture' });
  await userEvent.click(within(picker).getByRole('button', { name: 'Choose from the library' }));
  const wordless = await within(picker).findByRole('listitem', { name: 'p2.jpg' });
  expect(within(wordless).queryByRole('button', { name: /^Use / })).toBeNull();
  expect(within(wordless).getByText('Give it words in the library first')).toBeInTheDocument();
  await userEvent.type(within(picker).getByRole('searchbox', { name: 'Find by file name or words' }), 'harbour{Enter}');
  await waitFor(() => expect(listPictures).toHaveBeenLastCalledWith('harbour', 1, 12));
  await userEvent.click(
    within(within(picker).getByRole('listitem', { name: 'p1.jpg' })).getByRole('button', { name: 'Use p1.jpg' }),
  );
  expect(onChange).toHaveBeenLastCalledWith(1);
  expect(await within(picker).findByText('Chosen: p1.jpg')).toBeInTheDocument();
  await userEvent.click(within(picker).getByRole('button', { name: 'Remove the picture' }));
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(within(picker).queryByText('Chosen: p1.jpg')).toBeNull();
});
