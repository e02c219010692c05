import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { ScrollBox } from './ScrollBox';

interface Props {
  /** "12 items": announced when the results change. */
  count?: string;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  columns: readonly string[];
  rowCount: number;
  /** The <tr>s. */
  children: ReactNode;
  paging?: { pageNo: number; total: number; pageSize: number; onPage(pageNo: number): void };
  /** Names the table's scrolling box for a screen reader (default: the count). */
  label?: string;
}

/** A list screen's results: the count, the table (or the empty message), the pager. */
export function ResultsTable({ count, empty, columns, rowCount, children, paging, label }: Props) {
  return (
    <>
      {count && <p role="status">{count}</p>}
      {rowCount === 0 ? (
        <p>{empty}</p>
      ) : (
        <ScrollBox label={label ?? count}>
          <table>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </ScrollBox>
      )}
      {paging && <Pager {...paging} />}
    </>
  );
}
