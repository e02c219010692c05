import { render } from '@testing-library/react';
import { LineIconFrame } from '@azi/shared/ui/LineIconFrame';

it('draws a decorative icon at the asked size, hidden from assistive technology', () => {
  const { container } = render(
    <LineIconFrame size={32}>
      <path d="M4 12h16" />
    </LineIconFrame>,
  );
  const svg = container.querySelector('svg')!;
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('width', '32');
  expect(svg.querySelector('path')).toHaveAttribute('d', 'M4 12h16');
});
