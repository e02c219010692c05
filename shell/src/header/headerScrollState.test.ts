import { INITIAL_HEADER_STATE, nextHeaderScrollState } from './headerScrollState';

const scrollThrough = (...offsets: number[]) => offsets.reduce(nextHeaderScrollState, INITIAL_HEADER_STATE);

it('is transparent and visible at the top', () => {
  expect(scrollThrough(0)).toMatchObject({ solid: false, hidden: false });
  expect(scrollThrough(100)).toMatchObject({ solid: false, hidden: false });
});

it('turns white past 100px', () => {
  expect(scrollThrough(101)).toMatchObject({ solid: true, hidden: false });
});

it('slides out of view past 200px while scrolling down', () => {
  expect(scrollThrough(150, 201)).toMatchObject({ solid: true, hidden: true });
  expect(scrollThrough(150, 200)).toMatchObject({ hidden: false });
});

it('comes back when the visitor scrolls up', () => {
  expect(scrollThrough(400, 800, 790)).toMatchObject({ solid: true, hidden: false });
});

it('stays hidden while the offset does not change', () => {
  expect(scrollThrough(400, 800, 800)).toMatchObject({ hidden: true });
});

it('becomes transparent again back at the top', () => {
  expect(scrollThrough(400, 800, 50)).toMatchObject({ solid: false, hidden: false });
});
