import { render } from '@testing-library/react';
import { PageArrival } from './PageArrival';

function Page({ path, heading, onArrive }: { path: string; heading: string; onArrive(title: string): void }) {
  return (
    <main id="main" tabIndex={-1}>
      <h1>{heading}</h1>
      <PageArrival path={path} onArrive={onArrive} />
    </main>
  );
}

it('leaves focus and the live region alone on the first page, the browser’s own load', () => {
  const onArrive = jest.fn();
  render(<Page path="/en" heading="Home" onArrive={onArrive} />);
  expect(onArrive).not.toHaveBeenCalled();
  expect(document.body).toHaveFocus();
});

it('moves focus to the new page’s heading without scrolling and announces its title once it is drawn', () => {
  const onArrive = jest.fn();
  const view = render(<Page path="/en" heading="Home" onArrive={onArrive} />);
  const focus = jest.spyOn(HTMLElement.prototype, 'focus');
  document.title = 'Investor relations | Autozi';
  view.rerender(<Page path="/en/investor" heading="Investor relations" onArrive={onArrive} />);
  expect(view.getByRole('heading', { name: 'Investor relations' })).toHaveFocus();
  expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  expect(onArrive).toHaveBeenCalledWith('Investor relations | Autozi');
  focus.mockRestore();
});
