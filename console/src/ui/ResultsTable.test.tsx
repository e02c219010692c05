import { render, screen, within } from '@testing-library/react';
import { ResultsTable } from './ResultsTable';

const columns = ['E-mail', 'Status', ''];

function Rows({ emails }: { emails: string[] }) {
  return (
    <>
      {emails.map((email) => (
        <tr key={email}>
          <th scope="row">{email}</th>
          <td>confirmed</td>
          <td>
            <button type="button">Delete</button>
          </td>
        </tr>
      ))}
    </>
  );
}

it('names every cell after its column, so a row stacked as a card still says what each value is', () => {
  render(
    <ResultsTable count="2 subscribers" empty="None" columns={columns} rowCount={2}>
      {['a@example.com', 'b@example.com'].map((email) => (
        <tr key={email}>
          <th scope="row">{email}</th>
          <td>confirmed</td>
          {/* A cell shown only sometimes keeps the columns after it in step. */}
          {null}
          <td>
            <button type="button">Delete</button>
          </td>
        </tr>
      ))}
    </ResultsTable>,
  );
  const row = screen.getByRole('row', { name: /a@example\.com/ });
  expect(within(row).getByRole('rowheader')).toHaveAttribute('data-label', 'E-mail');
  expect(within(row).getByRole('cell', { name: 'confirmed' })).toHaveAttribute('data-label', 'Status');
  // The actions' column has no name: nothing is written before the buttons.
  expect(within(row).getByRole('button', { name: 'Delete' }).closest('td')).not.toHaveAttribute('data-label');
});

it('leaves rows drawn by a component of their own as they are', () => {
  render(
    <ResultsTable empty="None" columns={columns} rowCount={1}>
      <Rows emails={['c@example.com']} />
    </ResultsTable>,
  );
  expect(screen.getByRole('rowheader', { name: 'c@example.com' })).toBeInTheDocument();
});

it('says the list is empty instead of drawing a table', () => {
  render(
    <ResultsTable empty="No subscribers yet" columns={columns} rowCount={0}>
      {[]}
    </ResultsTable>,
  );
  expect(screen.getByText('No subscribers yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
