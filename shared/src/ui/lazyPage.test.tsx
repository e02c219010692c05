import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, preloadPageView } from '@azi/shared/ui/lazyPage';

function Article() {
  return <h1>The article</h1>;
}

describe('lazyPage', () => {
  it('loads its code once, when first drawn, and draws the page', async () => {
    let arrive: (component: ComponentType) => void = () => undefined;
    const load = jest.fn(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    // A component that suspends must be rendered in an awaited act().
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // React reveals a boundary at most every 300 ms after its fallback showed.
    await act(async () => {
      arrive(Article);
      await new Promise((resolve) => setTimeout(resolve, 350));
    });
    expect(screen.getByRole('heading', { name: 'The article' })).toBeInTheDocument();
    render(<Page />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws at once, without suspending, once the shell has fetched its code ahead', async () => {
    const Page = lazyPage(async () => Article);
    await act(() => preloadPageView(Page));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The article' })).toBeInTheDocument();
  });

  it('has nothing to fetch for a page that is not lazy', async () => {
    await expect(preloadPageView(Article)).resolves.toBeUndefined();
    await expect(preloadPageView(undefined)).resolves.toBeUndefined();
  });
});
