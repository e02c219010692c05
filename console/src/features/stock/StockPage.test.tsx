import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@azi/shared/api/ApiError';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import { getStockStatus, importPriceCsv, previewPriceCsv, type StockAdminStatus } from './api/stock-api';
import { StockPage } from './StockPage';

jest.mock('../session/api/get-session');
jest.mock('./api/stock-api');
beforeEach(() => jest.mocked(getSession).mockReturnValue(new Promise(() => undefined)));

const status = (over: Partial<StockAdminStatus> = {}): StockAdminStatus => ({
  count: 250,
  first: '2025-01-02',
  last: '2025-12-31',
  recorderEnabled: true,
  missed: [{ date: '2025-12-01', reason: 'the quote gateway gave no price' }],
  runs: [],
  dividends: [],
  ...over,
});
const file = (text: string) => new File([text], 'prices.csv', { type: 'text/csv' });

it('lists the missed trading days with their reason, never a made-up price', async () => {
  jest.mocked(getStockStatus).mockResolvedValue(status());
  renderWithConsole(<StockPage />);
  expect(await screen.findByText('250 trading days, 2025-01-02 to 2025-12-31')).toBeInTheDocument();
  expect(screen.getByText('2025-12-01 (the quote gateway gave no price)')).toBeInTheDocument();
});

it('previews a CSV, then imports it and says what changed', async () => {
  jest.mocked(getStockStatus).mockResolvedValue(status({ missed: [] }));
  jest.mocked(previewPriceCsv).mockResolvedValue({
    added: 2,
    updated: 1,
    unchanged: 0,
    total: 252,
    changes: [
      {
        date: '2025-12-31',
        before: { date: '2025-12-31', open: null, high: null, low: null, close: 4.9, volume: null },
        after: { date: '2025-12-31', open: null, high: null, low: null, close: 5, volume: null },
      },
    ],
  });
  jest.mocked(importPriceCsv).mockResolvedValue({ added: 2, updated: 1, total: 252 });
  renderWithConsole(<StockPage />);
  await userEvent.upload(await screen.findByLabelText('CSV file'), file('Date,Close\n2025-12-31,5\n'));
  expect(
    await screen.findByText('prices.csv: 2 new days, 1 changed, 0 unchanged; 252 days stored afterwards.'),
  ).toBeInTheDocument();
  expect(previewPriceCsv).toHaveBeenCalledWith('Date,Close\n2025-12-31,5\n');
  expect(importPriceCsv).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('Imported: 2 added, 1 updated, 252 days stored.')).toBeInTheDocument();
});

it('lists the lines of a CSV that does not read, and offers no import', async () => {
  jest.mocked(getStockStatus).mockResolvedValue(status());
  jest.mocked(previewPriceCsv).mockRejectedValue(
    new ApiError(400, 'Nothing was imported.', {
      'line 12': '"13/45/2025" is not a date',
      'line 3': 'The close "x" is not a price',
    }),
  );
  renderWithConsole(<StockPage />);
  await userEvent.upload(await screen.findByLabelText('CSV file'), file('bad'));
  const list = await screen.findByRole('list', { name: 'Lines that do not read' });
  expect(list).toHaveTextContent(/line 3: The close "x" is not a price.*line 12: "13\/45\/2025" is not a date/);
  expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
});
