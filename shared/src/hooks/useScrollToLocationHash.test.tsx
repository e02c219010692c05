import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useScrollToLocationHash } from '@azi/shared/hooks/useScrollToLocationHash';
import { RouterNavigation } from '@azi/shared/ui/RouterNavigation';

function Page() {
  useScrollToLocationHash();
  return (
    <>
      <section id="top">top</section>
      <section id="fzlc">milestones</section>
    </>
  );
}

describe('useScrollToLocationHash', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('scrolls the section named by the hash into view after the page renders', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/en/introduce#fzlc']}>
        <RouterNavigation>
          <Page />
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(container.querySelector('#fzlc'));
  });

  it('leaves the page at the top when there is no hash or no such section', () => {
    render(
      <MemoryRouter initialEntries={['/en/introduce#nowhere']}>
        <RouterNavigation>
          <Page />
        </RouterNavigation>
      </MemoryRouter>,
    );
    render(
      <MemoryRouter initialEntries={['/en/introduce']}>
        <RouterNavigation>
          <Page />
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves a visitor who scrolled on the opening page where they are, and still follows a link to an anchor', async () => {
    // A fresh copy of the hook: the visit opens here.
    let fresh:
      | { useScrollToLocationHash: typeof useScrollToLocationHash; RouterNavigation: typeof RouterNavigation }
      | undefined;
    const react: unknown = jest.requireActual('react');
    const router: unknown = jest.requireActual('react-router');
    await jest.isolateModulesAsync(async () => {
      // The same React and router as the test's: only the hook's own module state is new.
      jest.doMock('react', () => react);
      jest.doMock('react-router', () => router);
      fresh = {
        ...(await import('@azi/shared/hooks/useScrollToLocationHash')),
        ...(await import('@azi/shared/ui/RouterNavigation')),
      };
    });
    const { useScrollToLocationHash: useFreshHook, RouterNavigation: FreshNavigation } = fresh!;
    function FreshPage() {
      useFreshHook();
      return <section id="fzlc">milestones</section>;
    }
    const at = (url: string) => (
      <MemoryRouter initialEntries={[url]}>
        <FreshNavigation>
          <FreshPage />
        </FreshNavigation>
      </MemoryRouter>
    );
    // The shell's frame calls it as the page hydrates; the visitor scrolls; the section's own call comes later.
    const opening = render(at('/en/introduce#fzlc'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    scrollIntoView.mockClear();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: -80 }));
    opening.rerender(at('/en/introduce#fzlc'));
    render(at('/en/introduce#fzlc')).unmount();
    opening.unmount();
    expect(scrollIntoView).not.toHaveBeenCalled();
    render(at('/en/service#fzlc'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
