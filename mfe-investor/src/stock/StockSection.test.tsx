import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@azi/shared/api/ApiError';
import { getStockChart } from '@azi/shared/api/get-stock-chart';
import { getStockQuote } from '@azi/shared/api/get-stock-quote';
import type { StockQuote } from '@azi/shared/api/schemas/forms';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { StockSection } from '../investor/StockSection';
import remote from '../module';

jest.mock('@azi/shared/api/get-stock-quote');
jest.mock('@azi/shared/api/get-stock-chart');
const quote = jest.mocked(getStockQuote);
// The price history below the quote has its own tests (PriceHistory.test.tsx): none stored here.
jest
  .mocked(getStockChart)
  .mockResolvedValue({ symbol: 'AZI', range: '1Y', prices: [], previousClose: null, geometry: null });

const LIVE: StockQuote = {
  symbol: 'AZI',
  available: true,
  quote: {
    price: 1.2345,
    open: 1.2,
    prevClose: 1.18,
    high: 1.3,
    low: 1.15,
    turnoverRate: 0.85,
    peRatio: null,
    volume: 1234567,
    turnover: 1500000,
    marketValue: 98765432,
    updatedAt: '2026-11-20 16:00:00 EST',
  },
};

const render = (lang: 'zh' | 'hk' | 'en' = 'en', layout: 'desktop' | 'mobile' = 'desktop') =>
  renderWithPage(<StockSection id="gpxx" tone="light" />, { lang, layout, page: 'investor', remote });

function figure(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

beforeEach(() => quote.mockReset());

describe('StockSection', () => {
  it('shows the ten quote labels with the figures the gateway gave, in English number style', async () => {
    quote.mockResolvedValue(LIVE);
    render('en');
    expect(await screen.findByText('1.23')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual([
      "Today's open",
      "Yesterday's close",
      'Turnover rate',
      'High',
      'Low',
      'P/E ratio',
      'Volume (shares)',
      'Turnover (USD)',
      'Market value (USD)',
      'Data updated',
    ]);
    expect(figure("Today's open")).toBe('1.20');
    // One rule for prices: cents at or above a dollar, whatever the gateway sent (1.2345).
    expect(screen.queryByText('1.2345')).toBeNull();
    expect(figure('Turnover rate')).toBe('0.85%');
    expect(figure('Volume (shares)')).toBe('1,234,567');
    expect(figure('Market value (USD)')).toBe('98,765,432');
    expect(figure('Data updated')).toBe('2026-11-20 16:00:00 EST');
    expect(screen.getByText(/may be delayed/)).toBeInTheDocument();
  });

  it('says a missing figure was not reported instead of guessing one', async () => {
    quote.mockResolvedValue(LIVE);
    render('zh');
    await screen.findByText('1.23');
    expect(figure('市盈率')).toBe('未提供');
    expect(figure('成交量（股）')).toBe('1,234,567');
  });

  it('shows a plain "quote unavailable" and no numbers when the API has no quote', async () => {
    quote.mockResolvedValue({ symbol: 'AZI', available: false, quote: null });
    render('hk', 'mobile');
    const heading = await screen.findByRole('heading', { name: '暫無報價' });
    expect(heading.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryAllByRole('term')).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/\d\.\d\d/);
  });

  it('shows the latest stored close under its own date when there is no quote, not "quote unavailable" above that close', async () => {
    quote.mockResolvedValue({ symbol: 'AZI', available: false, quote: null });
    jest.mocked(getStockChart).mockResolvedValueOnce({
      symbol: 'AZI',
      range: '1Y',
      prices: [{ date: '2025-11-28', open: null, high: null, low: null, close: 2.054, volume: null }],
      previousClose: null,
      geometry: null,
    });
    render('en');
    expect(await screen.findByRole('heading', { name: 'Latest close: Nov 28, 2025' })).toBeInTheDocument();
    expect(screen.getByText('$2.05')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quote unavailable' })).toBeNull();
  });

  it('shows the unavailable state with a retry when the API fails, and recovers', async () => {
    quote.mockRejectedValueOnce(new ApiError(0, 'Network Error')).mockResolvedValueOnce(LIVE);
    render('en');
    expect(await screen.findByRole('heading', { name: 'Quote unavailable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1.23')).toBeInTheDocument();
  });
});
