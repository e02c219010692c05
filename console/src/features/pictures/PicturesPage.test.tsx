import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import { deletePicture, listPictures, setPictureWords, uploadPicture, type StoredPicture } from './api/pictures-api';
import { PicturesPage } from './PicturesPage';

jest.mock('../session/api/get-session');
jest.mock('./api/pictures-api', () => ({
  ...jest.requireActual('./api/pictures-api'),
  uploadPicture: jest.fn(),
  listPictures: jest.fn(),
  setPictureWords: jest.fn(),
  deletePicture: jest.fn(),
  getPicture: jest.fn(),
}));

const picture = (id: number, overrides: Partial<StoredPicture> = {}): StoredPicture => ({
  id,
  key: `key${id}`.padEnd(22, 'x'),
  path: `/api-official-web/pictures/key${id}`,
  fileName: `photo-${id}.png`,
  width: 1200,
  height: 800,
  widths: [480, 960, 1200],
  byteSize: 250_000,
  alt: { zh: '', hk: '', en: '' },
  decorative: false,
  ready: false,
  uploadedBy: 'media@example.com',
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  usedBy: [],
  ...overrides,
});

beforeEach(() => {
  jest.mocked(getSession).mockReturnValue(new Promise(() => undefined));
  jest.mocked(listPictures).mockReset();
  jest.mocked(uploadPicture).mockReset();
  jest.mocked(setPictureWords).mockReset();
  jest.mocked(deletePicture).mockReset();
});

it('shows each picture with its size, its words or that it has none, and where it is used', async () => {
  jest.mocked(listPictures).mockResolvedValue({
    list: [
      picture(2),
      picture(1, {
        alt: { zh: '仓库', hk: '倉庫', en: 'The warehouse' },
        ready: true,
        usedBy: [{ kind: 'media', id: 7, title: '新仓库', status: 'published' }],
      }),
    ],
    total: 2,
  });
  renderWithConsole(<PicturesPage />);
  const unused = await screen.findByRole('listitem', { name: 'photo-2.png' });
  expect(within(unused).getByText('No words yet: content cannot use it')).toBeInTheDocument();
  expect(within(unused).getByText('1200 × 800 px · 244 KB')).toBeInTheDocument();
  const used = screen.getByRole('listitem', { name: 'photo-1.png' });
  expect(within(used).getByRole('img', { name: 'The warehouse' })).toHaveAttribute(
    'src',
    '/api-official-web/pictures/key1/480.jpg',
  );
  expect(within(used).getByRole('link', { name: /Press release #7/ })).toHaveAttribute('href', '/content/media/7');
  expect(within(used).getByRole('button', { name: 'Delete' })).toBeDisabled();
  // Why, in words on the card, tied to the button (not a tooltip).
  expect(within(used).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
    'Used by content: remove it there first.',
  );
  expect(screen.getByText('2 pictures')).toBeInTheDocument();
  expect(within(unused).getByRole('button', { name: 'Delete' })).toBeEnabled();
});

it("shows the API's reason when a file is refused, and refuses a file over 10 MB before sending it", async () => {
  jest.mocked(listPictures).mockResolvedValue({ list: [], total: 0 });
  jest.mocked(uploadPicture).mockRejectedValue(new ApiError(415, 'The file is not a JPEG, PNG or WebP picture'));
  renderWithConsole(<PicturesPage />);
  const input = await screen.findByLabelText('Upload a picture (JPEG, PNG or WebP, up to 10 MB)');
  await userEvent.upload(input, new File(['hello'], 'notes.png', { type: 'image/png' }));
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('alert')
        .some((a) => a.textContent === 'The upload failed: The file is not a JPEG, PNG or WebP picture'),
    ).toBe(true),
  );
  const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: 12 * 1024 * 1024 });
  await userEvent.upload(input, big);
  await waitFor(() =>
    expect(
      screen.getAllByRole('alert').some((a) => a.textContent === 'huge.jpg is 12.0 MB: pictures may be at most 10 MB.'),
    ).toBe(true),
  );
  expect(uploadPicture).toHaveBeenCalledTimes(1);
});

it('opens the words of a new upload; all three languages are needed, or the decorative mark', async () => {
  const fresh = picture(3);
  jest.mocked(listPictures).mockResolvedValue({ list: [fresh], total: 1 });
  jest.mocked(uploadPicture).mockResolvedValue(fresh);
  jest
    .mocked(setPictureWords)
    .mockResolvedValue({ ...fresh, alt: { zh: '港口', hk: '港口', en: 'The harbour' }, ready: true });
  renderWithConsole(<PicturesPage />);
  await userEvent.upload(
    await screen.findByLabelText('Upload a picture (JPEG, PNG or WebP, up to 10 MB)'),
    new File(['png'], 'photo-3.png', { type: 'image/png' }),
  );
  const words = await screen.findByRole('group', { name: 'Alternative text of photo-3.png' });
  await userEvent.type(within(words).getByLabelText('Simplified Chinese'), '港口');
  await userEvent.click(within(words).getByRole('button', { name: 'Save the words' }));
  // Said in the card, under the fields, with focus on the first field to fill.
  expect(within(words).getByRole('alert')).toHaveTextContent(
    'Give the words in all three languages, or mark the picture decorative.',
  );
  expect(within(words).getByLabelText('Traditional Chinese (HK)')).toHaveFocus();
  expect(within(words).getByLabelText('English')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('1 picture')).toBeInTheDocument();
  expect(setPictureWords).not.toHaveBeenCalled();
  await userEvent.type(within(words).getByLabelText('Traditional Chinese (HK)'), '港口');
  await userEvent.type(within(words).getByLabelText('English'), ' The harbour ');
  await userEvent.click(within(words).getByRole('button', { name: 'Save the words' }));
  await waitFor(() =>
    expect(setPictureWords).toHaveBeenCalledWith(3, { alt: { zh: '港口', hk: '港口', en: 'The harbour' } }),
  );
  expect(await screen.findByText('The words of photo-3.png are saved.')).toBeInTheDocument();
});

it('says an empty library is empty, and a search that finds nothing finds nothing', async () => {
  jest.mocked(listPictures).mockResolvedValue({ list: [], total: 0 });
  renderWithConsole(<PicturesPage />);
  expect(await screen.findByText('The library has no pictures yet.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Find by file name or words'), 'harbour{Enter}');
  expect(await screen.findByText('No pictures match.')).toBeInTheDocument();
});
