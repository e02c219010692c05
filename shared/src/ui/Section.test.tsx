import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  BelowTheTop,
  createSectionDeferral,
  Section,
  SectionDeferralContext,
  usePageTop,
  type SectionDeferral,
} from './Section';

function Page({ deferral, top }: { deferral: SectionDeferral | null; top?: ReactNode }) {
  return (
    <SectionDeferralContext.Provider value={deferral}>
      {top}
      <Section id="one" title="One">
        <p>first body</p>
      </Section>
      <Section id="two" title="Two">
        <p>second body</p>
      </Section>
      <Section id="three" title="Three" lead="Third lead">
        <p>third body</p>
      </Section>
    </SectionDeferralContext.Provider>
  );
}

describe('Section', () => {
  it('draws every body at once on a page drawn by the server or hydrated (no deferral)', () => {
    render(<Page deferral={null} />);
    for (const body of ['first body', 'second body', 'third body']) expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Three' })).toHaveTextContent('Third lead');
  });

  it('on a page a click draws at once: the first section with the top, the others after the first frame', async () => {
    const deferral = createSectionDeferral();
    const { container } = render(<Page deferral={deferral} />);
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(screen.getByText('first body')).toBeInTheDocument();
    for (const name of ['Two', 'Three']) expect(screen.queryByRole('heading', { name })).toBeNull();
    expect(screen.queryByText('second body')).toBeNull();
    // One block a screen high holds the place of the sections to come (the footer stays below the fold).
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    await act(async () => {
      await deferral.until;
    });
    expect(screen.getByText('second body')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Three' })).toHaveTextContent('Third lead');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    // In the order of the page.
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['One', 'Two', 'Three']);
  });

  it('waits with every section when a block before them claimed the top', async () => {
    function Overview() {
      usePageTop('overview');
      return <p>the overview</p>;
    }
    const deferral = createSectionDeferral();
    render(<Page deferral={deferral} top={<Overview />} />);
    expect(screen.getByText('the overview')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'One' })).toBeNull();
    await act(async () => {
      await deferral.until;
    });
    expect(screen.getByText('first body')).toBeInTheDocument();
  });

  it('lets a block claim the top only on a page a click draws at once', () => {
    function Overview() {
      usePageTop('overview');
      return <p>the overview</p>;
    }
    render(<Page deferral={null} top={<Overview />} />);
    for (const body of ['first body', 'second body', 'third body']) expect(screen.getByText(body)).toBeInTheDocument();
  });

  it('draws a section that appears after the first frame at once', async () => {
    const deferral = createSectionDeferral();
    await act(async () => {
      await deferral.until;
    });
    render(<Page deferral={deferral} />);
    for (const body of ['first body', 'second body', 'third body']) expect(screen.getByText(body)).toBeInTheDocument();
  });
});

describe('BelowTheTop', () => {
  const Archive = ({ deferral }: { deferral: SectionDeferral | null }) => (
    <SectionDeferralContext.Provider value={deferral}>
      <h1>Announcements</h1>
      <BelowTheTop>
        <table aria-label="documents" />
      </BelowTheTop>
    </SectionDeferralContext.Provider>
  );

  it('is drawn at once without a deferral (the server, hydration, a page that waited)', () => {
    render(<Archive deferral={null} />);
    expect(screen.getByRole('table', { name: 'documents' })).toBeInTheDocument();
  });

  it('on a page a click draws at once, comes after the first frame, even with no section before it', async () => {
    const deferral = createSectionDeferral();
    render(<Archive deferral={deferral} />);
    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'documents' })).toBeNull();
    // It never takes the place of the first section: that one is still drawn with the top.
    expect(deferral.first).toBeUndefined();
    await act(async () => {
      await deferral.until;
    });
    expect(screen.getByRole('table', { name: 'documents' })).toBeInTheDocument();
  });
});
