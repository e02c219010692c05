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
});
