import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import { uploadDocument } from './api/upload-document';
import { PdfUpload } from './PdfUpload';

jest.mock('../session/api/get-session');
jest.mock('./api/upload-document');
beforeEach(() => {
  jest.mocked(getSession).mockReturnValue(new Promise(() => undefined));
  jest.mocked(uploadDocument).mockReset();
});

function setup() {
  const onUploaded = jest.fn();
  renderWithConsole(<PdfUpload documentId={null} onUploaded={onUploaded} onDetach={jest.fn()} />);
  return { onUploaded, input: screen.getByLabelText('Upload a PDF (up to 50 MB)') };
}

it('refuses a file over 50 MB before sending it, saying its size', async () => {
  const { input } = setup();
  const big = new File(['%PDF-1.7'], 'annual.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
  await userEvent.upload(input, big);
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('annual.pdf is 60.0 MB: files may be at most 50 MB.'),
  );
  expect(uploadDocument).not.toHaveBeenCalled();
});

it('refuses a file that is not a PDF, whatever its name says', async () => {
  const { input } = setup();
  await userEvent.upload(input, new File(['PK\u0003\u0004 zip'], 'report.pdf', { type: 'application/pdf' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('report.pdf is not a PDF. Only PDF files can be uploaded.'),
  );
  expect(uploadDocument).not.toHaveBeenCalled();
});

it("shows the API's reason when the upload is refused", async () => {
  jest.mocked(uploadDocument).mockRejectedValue(new ApiError(413, 'The submission is too large'));
  const { input } = setup();
  await userEvent.upload(input, new File(['%PDF-1.7 body'], 'r.pdf', { type: 'application/pdf' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed: The submission is too large'),
  );
});

it('attaches the uploaded file and says so', async () => {
  jest.mocked(uploadDocument).mockImplementation(async (_file, name, onProgress) => {
    onProgress(0.5);
    return { id: 9, fileName: name, byteSize: 2048, url: '/api-official-web/documents/k/r.pdf' };
  });
  const { input, onUploaded } = setup();
  await userEvent.upload(input, new File(['%PDF-1.7 body'], 'r.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Uploaded r.pdf (2 KB).'));
  expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
});
