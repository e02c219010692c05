import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import { picturesAhead, uploadPicture } from './api/pictures-api';
import { PictureUpload } from './PictureUpload';

jest.mock('../session/api/get-session');
jest.mock('./api/pictures-api', () => ({
  ...jest.requireActual('./api/pictures-api'),
  uploadPicture: jest.fn(),
  picturesAhead: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(getSession).mockReturnValue(new Promise(() => undefined));
  jest.mocked(uploadPicture).mockReset();
  jest.mocked(picturesAhead).mockReset();
});

const choose = async (name = 'photo.png') =>
  userEvent.upload(
    await screen.findByLabelText('Upload a picture (JPEG, PNG or WebP, up to 10 MB)'),
    new File(['png'], name, { type: 'image/png' }),
  );

it('says how many pictures the site makes before this one while it waits, then that it makes its sizes', async () => {
  let finish: () => void = () => undefined;
  jest.mocked(uploadPicture).mockImplementation(async (_file, _name, onProgress, ticket) => {
    expect(ticket).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    onProgress(1);
    await new Promise<void>((resolve) => (finish = resolve));
    return { fileName: 'photo.png', width: 10, height: 10 } as never;
  });
  jest.mocked(picturesAhead).mockResolvedValueOnce({ ahead: 2 }).mockResolvedValue({ ahead: 0 });
  renderWithConsole(<PictureUpload onUploaded={() => undefined} />);
  await choose();
  expect(await screen.findByText('Waiting for the pictures ahead of this one (2)…')).toBeInTheDocument();
  expect(await screen.findByText('Making the sizes and formats…', {}, { timeout: 3000 })).toBeInTheDocument();
  finish();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Uploaded photo.png'));
});

it('states the pixel limit when the site refuses a picture with too many pixels', async () => {
  jest.mocked(uploadPicture).mockRejectedValue(new ApiError(413, 'Too many pixels', { file: 'tooManyPixels' }));
  renderWithConsole(<PictureUpload onUploaded={() => undefined} />);
  await choose('huge.png');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The upload failed: huge.png has more than 50 megapixels (scale it down first): pictures may have at most 50 megapixels.',
    ),
  );
});
