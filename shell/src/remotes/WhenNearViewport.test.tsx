import { act, render, screen } from '@testing-library/react';
import { WhenNearViewport } from './WhenNearViewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

it('renders its children only once they come near the viewport', () => {
  let notify: Callback = () => undefined;
  const observe = jest.fn();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      notify = callback;
    }
    observe = observe;
    disconnect() {}
  };
  render(
    <WhenNearViewport minHeight={300}>
      <p>Latest news</p>
    </WhenNearViewport>,
  );
  expect(screen.queryByText('Latest news')).not.toBeInTheDocument();
  expect(observe).toHaveBeenCalled();
  act(() => notify([{ isIntersecting: true }]));
  expect(screen.getByText('Latest news')).toBeInTheDocument();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});
