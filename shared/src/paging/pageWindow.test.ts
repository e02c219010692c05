import { pageWindow } from '@azi/shared/paging/pageWindow';

it('shows every page when there are few', () => {
  expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
});

it('shows first, last and the neighbourhood of the current page with gaps', () => {
  expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
});
