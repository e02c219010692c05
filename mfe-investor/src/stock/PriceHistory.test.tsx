import { fireEvent, screen, within } from '@testing-library/react';
import { getStockCalculation } from '@azi/shared/api/get-stock-calculation';
import { getStockChart } from '@azi/shared/api/get-stock-chart';
import { getStockDay } from '@azi/shared/api/get-stock-day';
import type { StockCalculation, StockChartGeometry, StockPrice } from '@azi/shared/api/schemas/stock';
import { pageQuery } from '@azi/shared/routing/pageQuery';
import { queryCases } from '@azi/shared/testing/queryCases';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { HistoryLookup } from './HistoryLookup';
import { InvestmentCalculator } from './InvestmentCalculator';
import { PriceHistory, useStockChart } from './PriceHistory';
import { parseStockQuery, stockQueryParams } from './stockQuery';

jest.mock('@azi/shared/api/get-stock-chart');
jest.mock('@azi/shared/api/get-stock-day');
jest.mock('@azi/shared/api/get-stock-calculation');

const PRICES: StockPrice[] = [
  { date: '2025-11-24', open: 3.1, high: 3.3, low: 3.0, close: 3.2, volume: 1000 },
  { date: '2025-11-25', open: 3.2, high: 3.9, low: 3.2, close: 3.85, volume: 5000 },
  { date: '2025-11-26', open: 3.8, high: 3.8, low: 2.5, close: 2.6, volume: 2500 },
  { date: '2025-11-28', open: 2.6, high: 3.0, low: 2.6, close: 2.9, volume: null },
];

/** A chart as the API answers it (api/test/stock/chartGeometry.test.ts checks how it is worked out). */
const GEOMETRY: StockChartGeometry = {
  width: 960,
  height: 360,
  left: 64,
  right: 944,
  top: 12,
  priceBottom: 258,
  volumeTop: 268,
  volumeBottom: 332,
  closePath: 'M64,200L357.3,40L650.7,250L944,180',
  volumePath: 'M64,332V320M357.3,332V268M650.7,332V300',
  barWidth: 8,
  xs: [64, 357.3, 650.7, 944],
  ys: [200, 40, 250, 180],
  yTicks: [
    { at: 250, label: '$2.50' },
    { at: 40, label: '$4.00' },
  ],
  xTicks: [{ at: 64, label: 'Nov 24' }],
};

const query = (search = '') => parseStockQuery(new URLSearchParams(search));
const render = (ui: React.ReactElement, lang: 'zh' | 'hk' | 'en' = 'en', layout: 'desktop' | 'mobile' = 'desktop') =>
  renderWithPage(ui, { lang, layout, page: 'investor', remote });

/** As the stock section draws it: the chart asked for by the range. */
function History({ query: asked }: { query: ReturnType<typeof query> }) {
  return <PriceHistory query={asked} chart={useStockChart(asked.range)} />;
}

beforeEach(() => {
  jest
    .mocked(getStockChart)
    .mockResolvedValue({ symbol: 'AZI', range: '1Y', prices: PRICES, previousClose: 3.0, geometry: GEOMETRY });
});

describe('PriceHistory', () => {
  it("draws the API's chart for the page's language and layout, with a table of the same figures", async () => {
    const { container } = render(<History query={query()} />);
    const line = await screen.findByTestId('close-line');
    expect(getStockChart).toHaveBeenCalledWith('1Y', 'en', 'desktop');
    expect(line.getAttribute('d')).toBe(GEOMETRY.closePath);
    expect(screen.getByTestId('volume-bars').getAttribute('d')).toBe(GEOMETRY.volumePath);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 960 360');
    expect(container.querySelector('svg')?.textContent).toBe('$2.50$4.00Nov 24');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('rowheader', { name: 'Nov 28, 2025' }).closest('tr')?.textContent).toContain(
      'Not given',
    );
    expect(screen.getByRole('link', { name: /Download these prices/ }).getAttribute('href')).toBe(
      '/api-official-web/stock/prices.csv?from=2025-11-24&to=2025-11-28',
    );
  });

  it('reads out the latest day, then the day the arrow keys move to', async () => {
    render(<History query={query()} />);
    const slider = await screen.findByRole('slider');
    const readout = screen.getByTestId('price-readout');
    expect(readout.textContent).toContain('Nov 28, 2025');
    expect(readout.textContent).toContain('$2.90');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(readout.textContent).toContain('Nov 26, 2025');
    expect(readout.textContent).toContain('$2.60');
    expect(readout.textContent).toContain('-$1.25');
    expect(slider.getAttribute('aria-valuetext')).toContain('Close: $2.60');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(readout.textContent).toContain('+$0.20');
  });

  it('links every range, keeping the rest of the query, and marks the current one', async () => {
    render(<History query={query('range=3M&date=2025-11-30')} />, 'hk', 'mobile');
    await screen.findByRole('slider');
    const nav = screen.getByRole('navigation', { name: '圖表時間範圍' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      ['1M', '3M', '6M', 'YTD', '1Y', '5Y', 'ALL'].map(
        (r) => `/hk/mobile/investor?${r === '1Y' ? '' : `range=${r}&`}date=2025-11-30#price-history`,
      ),
    );
    expect(within(nav).getByRole('link', { current: true }).textContent).toBe('3個月');
  });

  it('says so when no price is stored, and draws nothing', async () => {
    jest
      .mocked(getStockChart)
      .mockResolvedValue({ symbol: 'AZI', range: '1Y', prices: [], previousClose: null, geometry: null });
    render(<History query={query()} />, 'zh');
    expect(await screen.findByText('尚未记录股价数据，暂无走势图。')).toBeInTheDocument();
    expect(document.querySelector('svg')).toBeNull();
  });
});

describe('HistoryLookup', () => {
  it('answers a Sunday with the Friday before, in words', async () => {
    jest
      .mocked(getStockDay)
      .mockResolvedValue({ date: '2025-11-30', exact: false, future: false, price: PRICES[3]!, previousClose: 2.6 });
    render(<HistoryLookup query={query('date=2025-11-30')} />);
    const answer = await screen.findByTestId('lookup-answer');
    expect(answer.textContent).toContain('Nov 30, 2025 was not a trading day');
    expect(answer.textContent).toContain('closest earlier trading day is Nov 28, 2025');
    expect(answer.textContent).toContain('$2.90');
    const form = screen.getByRole('form', { name: 'Price on a given day' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/investor#price-lookup');
  });

  it('writes no space between a Chinese date and the words after it', async () => {
    jest
      .mocked(getStockDay)
      .mockResolvedValue({ date: '2024-05-01', exact: false, future: false, price: null, previousClose: null });
    render(<HistoryLookup query={query('date=2024-05-01')} />, 'zh');
    expect(await screen.findByText('2024年5月1日及之前没有股价记录。')).toBeInTheDocument();
  });

  it('says a date to come is in the future rather than not a trading day', async () => {
    jest
      .mocked(getStockDay)
      .mockResolvedValue({ date: '2099-01-05', exact: false, future: true, price: PRICES[3]!, previousClose: 2.6 });
    render(<HistoryLookup query={query('date=2099-01-05')} />, 'zh');
    const answer = await screen.findByTestId('lookup-answer');
    expect(answer.textContent).toContain('2099年1月5日尚未到来');
    expect(answer.textContent).not.toContain('不是交易日');
  });

  it("writes every price to the cent above a dollar, and the change to its close's cents", async () => {
    jest.mocked(getStockDay).mockResolvedValue({
      date: '2025-11-28',
      exact: true,
      future: false,
      price: { ...PRICES[3]!, close: 1.5557, open: 2.054 },
      previousClose: 1.63,
    });
    render(<HistoryLookup query={query('date=2025-11-28')} />);
    const answer = await screen.findByTestId('lookup-answer');
    expect(answer.textContent).toContain('$1.56');
    expect(answer.textContent).toContain('$2.05');
    expect(answer.textContent).toContain('-$0.07');
    expect(answer.textContent).not.toMatch(/\d\.\d{3}/);
  });
});

describe('InvestmentCalculator', () => {
  /** The API's answer for 1000 dollars from `start`, bought on `buyDate` (the file's days above). */
  const calculation = (
    start: string,
    firstDate: string,
    result: Partial<NonNullable<StockCalculation['result']>> = {},
  ): StockCalculation => ({
    amount: 1000,
    start,
    firstDate,
    reinvest: false,
    dividendsEntered: 0,
    reason: null,
    result: {
      buyDate: '2025-11-24',
      buyClose: 3.2,
      shares: 312.5,
      endDate: '2025-11-28',
      endClose: 2.9,
      value: 906.25,
      gain: -93.75,
      gainPercent: -9.375,
      annualisedPercent: null,
      dividendCash: 0,
      dividends: [],
      ...result,
    },
  });

  it('shows the value at the latest close and says dividends and fees are not included when none were entered', async () => {
    jest.mocked(getStockCalculation).mockResolvedValue(calculation('2025-11-24', '2025-01-02'));
    render(<InvestmentCalculator query={query('amount=1000&start=2025-11-24')} />);
    expect((await screen.findByTestId('calculator-value')).textContent).toBe('$906.25');
    expect(screen.getByText('Dividends and fees are not included.')).toBeInTheDocument();
    expect(screen.getByText(/312\.5 shares at \$3\.20/)).toBeInTheDocument();
  });

  it('says where prices start when the day invested is years before the first price', async () => {
    jest.mocked(getStockCalculation).mockResolvedValue(
      calculation('2019-05-06', '2024-08-09', {
        buyDate: '2024-08-09',
        endDate: '2025-11-28',
        annualisedPercent: -7.6,
      }),
    );
    render(<InvestmentCalculator query={query('amount=1000&start=2019-05-06')} />);
    const answer = await screen.findByTestId('calculator-answer');
    expect(answer.textContent).toContain('Prices start on Aug 9, 2024, after May 6, 2019');
    expect(answer.textContent).not.toContain('next trading day');
  });

  it('sets the note after the full stop without a space in Chinese', async () => {
    jest.mocked(getStockCalculation).mockResolvedValue(calculation('2025-11-22', '2024-08-09'));
    render(<InvestmentCalculator query={query('amount=1000&start=2025-11-22')} />, 'zh');
    const answer = await screen.findByTestId('calculator-answer');
    expect(answer.textContent).toContain('股。（2025年11月22日没有收盘价记录');
  });
});

describe('parseStockQuery', () => {
  it('keeps, for the server render and its cache, everything the page acts on and nothing else', () => {
    for (const search of [
      ...queryCases(['range', 'date', 'amount', 'start', 'reinvest']),
      new URLSearchParams('range=5Y&date=2025-11-30&start=%202025-01-02&reinvest=true&amount=500'),
    ]) {
      const kept = pageQuery('investor', search);
      expect(parseStockQuery(kept)).toEqual(parseStockQuery(search));
      expect(pageQuery('investor', kept).toString()).toBe(kept.toString());
    }
  });

  it('writes back what it read, leaving out the defaults', () => {
    expect(stockQueryParams(query('range=1Y&date=2025-02-30&amount=0&reinvest=yes'))).toEqual({});
    expect(stockQueryParams(query('range=ALL&date=2025-11-30&amount=500&start=2025-01-02&reinvest=true'))).toEqual({
      range: 'ALL',
      date: '2025-11-30',
      amount: '500',
      start: '2025-01-02',
      reinvest: 'true',
    });
  });
});
