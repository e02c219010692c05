import { fireEvent, screen } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { beijingYear } from '@azi/shared/time/beijingTime';
import en from '../locales/en.json';
import hk from '../locales/hk.json';
import zh from '../locales/zh.json';
import { MobileFooter } from './MobileFooter';

const common = { namespace: 'common', resources: { zh, hk, en } };

it('opens the groups to 170, 160 and 156 px, one at a time', () => {
  renderWithPage(<MobileFooter />, { lang: 'zh', layout: 'mobile', remote: common });
  const heights = ['联系我们', '支持与服务', '关注我们'].map((name) => {
    fireEvent.click(screen.getByRole('button', { name }));
    return ['contact', 'support', 'follow'].map((g) => screen.getByTestId(`footer-group-${g}`).style.height);
  });
  expect(heights).toEqual([
    ['170px', '0px', '0px'],
    ['0px', '160px', '0px'],
    ['0px', '0px', '156px'],
  ]);
});

it('gives the English contact group 185 px', () => {
  renderWithPage(<MobileFooter />, { lang: 'en', layout: 'mobile', remote: common });
  fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
  expect(screen.getByTestId('footer-group-contact')).toHaveStyle({ height: '185px' });
});

it('shows the QR code on demand and hides it when a group header is clicked', () => {
  renderWithPage(<MobileFooter />, { lang: 'en', layout: 'mobile', remote: common });
  fireEvent.click(screen.getByRole('button', { name: 'Official Account' }));
  expect(screen.getByRole('img', { name: "QR code of Autozi's official account" })).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Follow Us' }));
  expect(screen.queryByRole('img', { name: "QR code of Autozi's official account" })).not.toBeInTheDocument();
});

it('shows the copyright with the current year in Beijing', () => {
  renderWithPage(<MobileFooter />, { lang: 'en', layout: 'mobile', remote: common });
  expect(screen.getByText(new RegExp(`© ${beijingYear()} Autozi`))).toBeInTheDocument();
});
