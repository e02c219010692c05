import { screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import { Pagination } from './Pagination';

const hrefFor = (n: number) => (n === 1 ? '/en/media' : `/en/media?page=${n}`);

it('names an arrow with nowhere to go and says it is unavailable, instead of a bare faint sign', () => {
  renderWithPage(<Pagination pageNo={1} pageSize={10} total={25} hrefFor={hrefFor} />, { lang: 'en', page: 'media' });
  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  const previous = within(pager).getByRole('link', { name: 'Previous page' });
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  expect(previous).not.toHaveAttribute('href');
  expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/media?page=2');
});

it('does the same for the last page, in the page language', () => {
  renderWithPage(<Pagination pageNo={3} pageSize={10} total={25} hrefFor={hrefFor} />, { lang: 'zh', page: 'media' });
  expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/en/media?page=2');
});
