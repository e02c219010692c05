import { fireEvent, screen } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import en from '../locales/en.json';
import hk from '../locales/hk.json';
import zh from '../locales/zh.json';
import { MobileHeader } from './MobileHeader';

const common = { namespace: 'common', resources: { zh, hk, en } };

it('names the menu button in the page language', () => {
  renderWithPage(<MobileHeader />, { lang: 'hk', layout: 'mobile', remote: common });
  expect(screen.getByRole('button', { name: '選單' })).toHaveAttribute('aria-expanded', 'false');
});

it('opening the menu closes the language list and the other way round', () => {
  renderWithPage(<MobileHeader />, { lang: 'en', layout: 'mobile', remote: common });
  const menu = screen.getByRole('button', { name: 'Menu' });
  const language = screen.getByRole('button', { name: /^Choose language/ });
  fireEvent.click(language);
  expect(language).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(language).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(language);
  expect(menu).toHaveAttribute('aria-expanded', 'false');
});

it('lists the six sections under /mobile/', () => {
  renderWithPage(<MobileHeader />, { lang: 'en', layout: 'mobile', remote: common });
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const links = screen.getByRole('navigation', { name: 'Main navigation' }).querySelectorAll('a');
  expect([...links].map((a) => a.getAttribute('href'))).toEqual([
    '/en/mobile/introduce',
    '/en/mobile/service',
    '/en/mobile/employee',
    '/en/mobile/esg',
    '/en/mobile/investor',
    '/en/mobile/media',
  ]);
});
