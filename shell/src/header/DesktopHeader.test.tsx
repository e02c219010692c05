import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import en from '../locales/en.json';
import hk from '../locales/hk.json';
import zh from '../locales/zh.json';
import { DesktopHeader } from './DesktopHeader';

const common = { namespace: 'common', resources: { zh, hk, en } };

it('lists the six main menus with real links in the page language', () => {
  renderWithPage(<DesktopHeader />, { lang: 'en', page: 'service', remote: common });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const names = ['About Us', 'Services', 'Careers', 'ESG', 'Investors', 'Media'];
  for (const name of names) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  expect(nav.querySelectorAll(':scope > ul > li')).toHaveLength(6);
  expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/en/service');
  expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
});

it('links each sub-menu item to its anchor, and the investor menu to the IR contacts and FAQ by that name', () => {
  renderWithPage(<DesktopHeader />, { lang: 'zh', remote: common });
  expect(screen.getByRole('link', { name: '发展历程' })).toHaveAttribute('href', '/introduce#fzlc');
  expect(screen.getByRole('link', { name: '美国证监会文件' })).toHaveAttribute('href', '/investor#mgzjgg');
  expect(screen.getByRole('link', { name: '投资者联系与常见问题' })).toHaveAttribute('href', '/faq');
  // Nothing in the menus leads to the page under construction any more.
  expect(document.querySelector('a[href$="/tips"]')).toBeNull();
});

it('names the investor services item for what it opens in Traditional Chinese and English too', () => {
  const { unmount } = renderWithPage(<DesktopHeader />, { lang: 'hk', remote: common });
  expect(screen.getByRole('link', { name: '投資者聯絡與常見問題' })).toHaveAttribute('href', '/hk/faq');
  unmount();
  renderWithPage(<DesktopHeader />, { lang: 'en', remote: common });
  expect(screen.getByRole('link', { name: 'IR contacts & FAQ' })).toHaveAttribute('href', '/en/faq');
  expect(screen.queryByText(/Under construction/i)).toBeNull();
});

it('opens a sub-menu on hover and on focus, and closes it with Escape', () => {
  renderWithPage(<DesktopHeader />, { lang: 'en', remote: common });
  const item = screen.getByRole('link', { name: 'Investors' }).closest('li')!;
  fireEvent.mouseEnter(item);
  expect(item.className).toMatch(/open/);
  fireEvent.mouseLeave(item);
  expect(item.className).not.toMatch(/open/);
  fireEvent.focus(screen.getByRole('link', { name: 'Investors' }));
  expect(item.className).toMatch(/open/);
  fireEvent.keyDown(item, { key: 'Escape' });
  expect(item.className).not.toMatch(/open/);
  expect(screen.getByRole('link', { name: 'Investors' })).toHaveFocus();
});

it('offers 简 / 繁 / EN keeping the page', () => {
  renderWithPage(<DesktopHeader />, { lang: 'en', page: 'investor_list2', remote: common });
  expect(screen.getByRole('link', { name: '简 简体中文' })).toHaveAttribute('href', '/investor_list2');
  expect(screen.getByRole('link', { name: '繁 繁體中文' })).toHaveAttribute('href', '/hk/investor_list2');
  expect(screen.getByRole('link', { name: 'EN English' })).toHaveAttribute('aria-current', 'true');
});

it('names each language link by the label it shows, then the language (label in name)', () => {
  renderWithPage(<DesktopHeader />, { lang: 'zh', page: 'home', remote: common });
  const links = within(screen.getByRole('list', { name: '选择语言' })).getAllByRole('link');
  for (const link of links) expect(link).not.toHaveAttribute('aria-label');
  expect(links.map((link) => link.textContent)).toEqual(['简 简体中文', '繁 繁體中文', 'EN English']);
});
