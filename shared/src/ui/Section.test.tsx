import { act, render, screen } from '@testing-library/react';
import { BelowTheTop, createSectionDeferral, Section, SectionDeferralContext, type SectionDeferral } from './Section';

function Page({ deferral }: { deferral: SectionDeferral | null }) {
  return (
    <SectionDeferralContext.Provider value={deferral}>
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

  it('on a page a click draws at once: the first body with the top, the others after the first frame', async () => {
    const deferral = createSectionDeferral();
    render(<Page deferral={deferral} />);
    expect(screen.getByText('first body')).toBeInTheDocument();
    // Every heading is there from the start: the page's outline and anchors do not wait.
    expect(screen.getByRole('heading', { name: 'Three' })).toBeInTheDocument();
    expect(screen.queryByText('second body')).toBeNull();
    expect(screen.queryByText('third body')).toBeNull();
    await act(async () => {
      await deferral.until;
    });
    expect(screen.getByText('second body')).toBeInTheDocument();
    expect(screen.getByText('third body')).toBeInTheDocument();
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
