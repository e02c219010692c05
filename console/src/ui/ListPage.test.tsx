import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithConsole } from '../testing/renderWithConsole';
import { ListPage } from './ListPage';
import { usePagedList } from './usePagedList';

jest.mock('../features/session/api/get-session', () => ({ getSession: () => new Promise(() => undefined) }));

interface Person {
  id: number;
  name: string;
}

const PEOPLE = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));

/** The people whose name holds `filter`, two a page, as the API would page them. */
const listPeople = jest.fn(async (filter: string, pageNo: number, pageSize: number) => {
  const matching = PEOPLE.filter((p) => p.name.includes(filter));
  return { list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: matching.length };
});

function PeoplePage() {
  const { loaded, setFilter, paging } = usePagedList(listPeople, 2, '' as string);
  return (
    <ListPage
      title="People"
      action={<a href="/people/new">New person</a>}
      list={{ loaded, paging }}
      count={(data) => `${data.total} people`}
      empty="Nobody matches."
      columns={['Name']}
      row={(person: Person) => (
        <tr key={person.id}>
          <th scope="row">{person.name}</th>
        </tr>
      )}
    >
      <button type="button" onClick={() => setFilter('9')}>
        Only nines
      </button>
    </ListPage>
  );
}

beforeEach(() => listPeople.mockClear());

it('says it is loading until the first page arrives, then shows it under its title and count', async () => {
  let answer: (value: { list: Person[]; total: number }) => void = () => undefined;
  listPeople.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  renderWithConsole(<PeoplePage />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.getByRole('region', { name: 'People' })).toContainElement(
    screen.getByRole('link', { name: 'New person' }),
  );
  await act(async () => answer({ list: PEOPLE.slice(0, 2), total: 5 }));
  expect(screen.getByRole('status')).toHaveTextContent('5 people');
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Person 1', 'Person 2']);
});

it('turns the pages, and a new filter starts again from the first', async () => {
  renderWithConsole(<PeoplePage />);
  expect(await screen.findByRole('rowheader', { name: 'Person 1' })).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Page 1 of 3' });
  fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('rowheader', { name: 'Person 3' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Page 2 of 3' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Only nines' }));
  expect(await screen.findByText('Nobody matches.')).toBeInTheDocument();
  expect(listPeople).toHaveBeenLastCalledWith('9', 1, 2);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('navigation')).toBeNull();
});

it('shows a failed load with a way to try again, which loads once more', async () => {
  listPeople.mockRejectedValueOnce(new Error('The API did not answer'));
  renderWithConsole(<PeoplePage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The API did not answer');
  expect(screen.queryByRole('table')).toBeNull();
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('rowheader', { name: 'Person 1' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(listPeople).toHaveBeenCalledTimes(2);
});
