import { screen } from '@testing-library/react';
import { ESG_ANCHORS } from '@azi/shared/routing/sitePages';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { EsgPage } from './EsgPage';

describe('EsgPage', () => {
  it('has the environment, social and governance sections at their anchors, in Traditional Chinese for hk', () => {
    const { container } = renderWithPage(<EsgPage />, { lang: 'hk', page: 'esg', remote });
    expect([...container.querySelectorAll('section')].map((s) => s.id)).toEqual(ESG_ANCHORS.map((a) => a.id));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['環境', '社會', '管治']);
  });

  it('links governance to the investor page and social to careers, in the same layout', () => {
    renderWithPage(<EsgPage />, { lang: 'en', layout: 'mobile', page: 'esg', remote });
    expect(screen.getByRole('link', { name: 'Corporate governance for investors' })).toHaveAttribute(
      'href',
      '/en/mobile/investor#qygzwj',
    );
    expect(screen.getByRole('link', { name: 'Working at Autozi' })).toHaveAttribute('href', '/en/mobile/employee');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  });
});
