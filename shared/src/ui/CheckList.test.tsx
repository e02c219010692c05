import { render, screen } from '@testing-library/react';
import { CheckList } from '@azi/shared/ui/CheckList';

it('lists each statement as a list item with a decorative check mark', () => {
  render(<CheckList items={['Payments between stores and suppliers', 'Bank lending to stores']} />);
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Payments between stores and suppliers',
    'Bank lending to stores',
  ]);
  items.forEach((item) => expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'));
});
