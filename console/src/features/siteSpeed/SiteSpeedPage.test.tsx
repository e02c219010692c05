import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_METRICS, THRESHOLDS, type SiteSpeedAnswer } from '@azi/shared/api/schemas/fieldData';
import { renderWithConsole } from '../../testing/renderWithConsole';
import { getSession } from '../session/api/get-session';
import { getSiteSpeed, listBrowserErrors } from './api/site-speed-api';
import { SiteSpeedPage } from './SiteSpeedPage';

jest.mock('../session/api/get-session');
jest.mock('./api/site-speed-api');
beforeEach(() => jest.mocked(getSession).mockReturnValue(new Promise(() => undefined)));

const chart = {
  width: 340,
  height: 170,
  left: 44,
  right: 332,
  top: 8,
  bottom: 148,
  bands: [],
  p75Path: 'M44,100L332,90',
  points: [],
  yTicks: [],
  xTicks: [],
};
const answer: SiteSpeedAnswer = {
  from: '2026-11-01',
  to: '2026-11-28',
  metrics: FIELD_METRICS.map((name) => ({
    name,
    p75: name === 'LCP' ? 3120 : name === 'CLS' ? 0.04 : null,
    rating: name === 'LCP' ? 'needsImprovement' : name === 'CLS' ? 'good' : null,
    samples: name === 'LCP' || name === 'CLS' ? 42 : 0,
    thresholds: THRESHOLDS[name],
    days: [],
    chart,
  })),
};

it("shows each metric's p75 with its rating, sample count and Google's thresholds", async () => {
  jest.mocked(getSiteSpeed).mockResolvedValue(answer);
  jest.mocked(listBrowserErrors).mockResolvedValue({ from: '2026-11-01', list: [] });
  renderWithConsole(<SiteSpeedPage />);
  const lcp = (await screen.findByText('Largest contentful paint')).closest('li')!;
  expect(within(lcp).getByText('p75: 3.12 s')).toBeInTheDocument();
  expect(within(lcp).getByText('Needs improvement')).toBeInTheDocument();
  expect(within(lcp).getByText('42 samples · good up to 2.5 s, poor above 4 s')).toBeInTheDocument();
  const inp = screen.getByText('Interaction to next paint').closest('li')!;
  expect(within(inp).getByText('p75: no samples')).toBeInTheDocument();
  expect(screen.getByText('No browser errors were reported.')).toBeInTheDocument();
});

it('asks again with the chosen page kind, layout, language and navigation', async () => {
  jest.mocked(getSiteSpeed).mockResolvedValue(answer);
  jest.mocked(listBrowserErrors).mockResolvedValue({ from: '2026-11-01', list: [] });
  renderWithConsole(<SiteSpeedPage />);
  await screen.findByText('Largest contentful paint');
  await userEvent.selectOptions(screen.getByLabelText('Page'), 'investor');
  await userEvent.selectOptions(screen.getByLabelText('Layout'), 'mobile');
  await userEvent.selectOptions(screen.getByLabelText('Visitor language'), 'en');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(getSiteSpeed).toHaveBeenLastCalledWith({ page: 'investor', layout: 'mobile', visitorLang: 'en' });
});

it('lists browser errors by message, section and version', async () => {
  jest.mocked(getSiteSpeed).mockResolvedValue(answer);
  jest.mocked(listBrowserErrors).mockResolvedValue({
    from: '2026-11-01',
    list: [
      {
        message: 'TypeError: x is undefined',
        section: 'mfe_investor',
        version: '2026.11.23-1',
        count: 7,
        pages: ['investor', 'esg'],
        firstSeen: '2026-11-27T01:00:00Z',
        lastSeen: '2026-11-28T01:00:00Z',
      },
    ],
  });
  renderWithConsole(<SiteSpeedPage />);
  const row = (await screen.findByRole('rowheader', { name: 'TypeError: x is undefined' })).closest('tr')!;
  expect(row).toHaveTextContent(/mfe_investor.*2026\.11\.23-1.*7.*investor, esg/);
});
