import { memo, Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { useSiteLocation, useSiteNavigate, type SiteNavigation } from '@azi/shared/routing/navigation';
import type { PageAddress } from '@azi/shared/routing/paths';
import { PageProviders, usePageLanguage, usePagePath } from './PageContext';
import { RouterNavigation } from './RouterNavigation';
import { SiteLink } from './SiteLink';

// Every time the footer or a link in it is drawn (React's Profiler reports each commit of its tree).
const renders = { links: 0 };
const drawn = () => (renders.links += 1);
const seen: SiteNavigation['navigate'][] = [];

/** What a header or footer is: links that depend on the language, never on the page. */
const FooterLike = memo(function FooterLike() {
  const pagePath = usePagePath();
  const { lang } = usePageLanguage();
  return (
    <Profiler id="footer" onRender={drawn}>
      <nav aria-label={`footer ${lang}`}>
        <SiteLink to={pagePath('investor')}>investor</SiteLink>
        <SiteLink to={pagePath('media')}>media</SiteLink>
      </nav>
    </Profiler>
  );
});

/** Drawn on every move: what it is handed to navigate with must be the same every time. */
function Where() {
  seen.push(useSiteNavigate());
  return <p data-testid="where">{useSiteLocation().pathname}</p>;
}

function Frame({ address }: { address: PageAddress }) {
  return (
    <PageProviders address={address} config={DEFAULT_SITE_CONFIG}>
      <Where />
      <FooterLike />
    </PageProviders>
  );
}

function Site({ address }: { address: PageAddress }) {
  return (
    <MemoryRouter initialEntries={['/en']}>
      <RouterNavigation>
        <Frame address={address} />
      </RouterNavigation>
    </MemoryRouter>
  );
}

describe('RouterNavigation and the page context', () => {
  beforeEach(() => {
    renders.links = 0;
    seen.length = 0;
  });

  it('a move to another page does not draw the links of the language again, and the links still work', () => {
    const { rerender } = render(<Site address={{ lang: 'en', layout: 'desktop', page: 'home' }} />);
    expect(renders.links).toBe(1);

    act(() => screen.getByRole('link', { name: 'investor' }).click());
    // The shell gives the new page's address with the new location.
    rerender(<Site address={{ lang: 'en', layout: 'desktop', page: 'investor' }} />);
    expect(screen.getByTestId('where')).toHaveTextContent('/en/investor');
    expect(renders.links).toBe(1);

    // The navigate function the links hold is still the router's latest: it moves on from here.
    act(() => screen.getByRole('link', { name: 'media' }).click());
    rerender(<Site address={{ lang: 'en', layout: 'desktop', page: 'media' }} />);
    expect(screen.getByTestId('where')).toHaveTextContent('/en/media');
    expect(renders.links).toBe(1);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(1);
  });

  it('a change of language draws them again, with the new language', () => {
    const { rerender } = render(<Site address={{ lang: 'en', layout: 'desktop', page: 'home' }} />);
    rerender(<Site address={{ lang: 'hk', layout: 'desktop', page: 'home' }} />);
    expect(renders.links).toBe(2);
    expect(screen.getByRole('navigation', { name: 'footer hk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'investor' })).toHaveAttribute('href', '/hk/investor');
  });
});
