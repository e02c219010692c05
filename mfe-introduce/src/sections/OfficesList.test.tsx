import { screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { OfficesList } from './OfficesList';

describe('OfficesList', () => {
  it('shows the five office cities with Beijing as headquarters', () => {
    renderWithPage(<OfficesList />, { lang: 'en', page: 'introduce', remote });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Beijing',
      'Changsha',
      'Zhengzhou',
      'Wuhu',
      'Jinan',
    ]);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Headquarters')).toBeInTheDocument();
  });

  it('gives a street address only where one is published', () => {
    renderWithPage(<OfficesList />, { lang: 'zh', page: 'introduce', remote });
    const addressed = screen.getAllByRole('listitem').map((item) => item.querySelector('address') !== null);
    expect(addressed).toEqual([true, true, false, true, false]);
    expect(screen.getByText(/No\. 26 Yongtaizhuang North Road/)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('北京市海淀区')).toBeInTheDocument();
  });
});
