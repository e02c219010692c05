import { render, screen } from '@testing-library/react';
import { DataTable } from '@azi/shared/ui/DataTable';

it('names the table by its caption so screen readers announce what it lists', () => {
  render(
    <DataTable caption="Composition of the board committees">
      <tbody>
        <tr>
          <th scope="row">Audit Committee</th>
          <td>To be announced</td>
        </tr>
      </tbody>
    </DataTable>,
  );
  expect(screen.getByRole('table', { name: 'Composition of the board committees' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader')).toHaveTextContent('Audit Committee');
});
