import { screen, waitFor } from '@testing-library/react';
import type { BannerItem } from '@azi/shared/api/schemas/content';
import { getBannerPage } from '@azi/shared/api/get-banner-page';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { HomeHero } from './HomeHero';
import { homeHeroResources } from '../text/allShellText';
import { HOME_HERO_NAMESPACE } from './homeHeroText';

jest.mock('@azi/shared/api/get-banner-page');
const mockedGetBannerPage = jest.mocked(getBannerPage);

const remote = { namespace: HOME_HERO_NAMESPACE, resources: homeHeroResources };

const banner = (id: number, title: string): BannerItem => ({
  id,
  title,
  summary: '',
  date: '2026-11-20',
  datePrecision: 'day',
  imageUrl: `/api-official-web/assets/banner-${id}.svg`,
  picture: null,
  linkUrl: '/service',
});

const page = (list: BannerItem[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10, years: [] });

describe('HomeHero', () => {
  afterEach(() => mockedGetBannerPage.mockReset());

  it('asks for the first page of ten banners in the page’s language and shows them as a carousel', async () => {
    mockedGetBannerPage.mockResolvedValue(page([banner(1, '纳斯达克上市：AZI'), banner(2, '加盟智慧门店')]));
    renderWithPage(<HomeHero />, { lang: 'zh', page: 'home', remote });
    expect(await screen.findByRole('region', { name: '横幅' })).toBeInTheDocument();
    expect(mockedGetBannerPage).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 10, lang: 'zh' }));
    expect(screen.getByRole('img', { name: '纳斯达克上市：AZI' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '中驰车福' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '暂停自动轮播' })).toBeInTheDocument();
  });

  it('shows the static hero with the company name and positioning when there are no banners', async () => {
    mockedGetBannerPage.mockResolvedValue(page([]));
    renderWithPage(<HomeHero />, { lang: 'en', page: 'home', remote });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Autozi' });
    await waitFor(() => expect(heading.closest('[aria-busy="false"]')).not.toBeNull());
    expect(screen.getByText(/S2B2C automotive supply-chain platform/)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore our business' })).toHaveAttribute('href', '/en/service');
  });

  it('falls back to the static hero when the banner list cannot be loaded', async () => {
    mockedGetBannerPage.mockRejectedValue(new Error('connect ECONNREFUSED'));
    renderWithPage(<HomeHero />, { lang: 'hk', layout: 'mobile', page: 'home', remote });
    const heading = await screen.findByRole('heading', { level: 1, name: '中馳車福' });
    await waitFor(() => expect(heading.closest('[aria-busy="false"]')).not.toBeNull());
    expect(screen.getByRole('link', { name: '認識我們的業務' })).toHaveAttribute('href', '/hk/mobile/service');
  });

  it('keeps the company name as the heading while the banners are on their way', () => {
    mockedGetBannerPage.mockReturnValue(new Promise(() => undefined));
    renderWithPage(<HomeHero />, { lang: 'en', page: 'home', remote });
    expect(screen.getByRole('heading', { level: 1, name: 'Autozi' }).closest('[aria-busy="true"]')).not.toBeNull();
  });
});
