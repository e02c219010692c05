import { screen, within } from '@testing-library/react';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { CommitteesTable } from './CommitteesTable';

describe('CommitteesTable', () => {
  it('lists the three board committees as row headers under a caption', () => {
    renderWithPage(<CommitteesTable />, { lang: 'en', page: 'introduce', remote });
    const table = screen.getByRole('table', { name: 'Composition of the board committees' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Audit Committee', 'Compensation Committee', 'Nominating and Corporate Governance Committee']);
  });

  it('has a column for each role: chair and members', () => {
    renderWithPage(<CommitteesTable />, { lang: 'en', page: 'introduce', remote });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Committee', 'Chair', 'Members']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
  });

  it('says a role is to be announced instead of inventing a name', () => {
    renderWithPage(<CommitteesTable />, { lang: 'en', page: 'introduce', remote });
    for (const row of screen.getAllByRole('row').slice(1)) {
      expect(
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['To be announced', 'To be announced']);
    }
  });

  it('says so in the page language', () => {
    renderWithPage(<CommitteesTable />, { lang: 'hk', layout: 'mobile', page: 'introduce', remote });
    expect(screen.getByRole('rowheader', { name: '提名及企業管治委員會' })).toBeInTheDocument();
    expect(screen.getAllByText('待公佈')).toHaveLength(6);
  });
});
