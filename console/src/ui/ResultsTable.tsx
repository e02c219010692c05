import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Pager } from './Pager';
import { ScrollBox } from './ScrollBox';
import styles from './listPage.module.css';

interface Props {
  /** "12 items": announced when the results change. */
  count?: string;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  columns: readonly string[];
  rowCount: number;
  /** The <tr>s, one cell per column, in the columns' order. */
  children: ReactNode;
  paging?: { pageNo: number; total: number; pageSize: number; onPage(pageNo: number): void };
  /** Names the table's scrolling box for a screen reader (default: the count). */
  label?: string;
}

type CellProps = { 'data-label'?: string; children?: ReactNode };

/**
 * Gives every cell its column's name (data-label): where the list is narrow, the rows are drawn as
 * stacked cards and each value shows its name before it, since the header row is no longer above it.
 */
export function labelCells(rows: ReactNode, columns: readonly string[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement<CellProps>(row)) return row;
    let index = 0;
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement<CellProps>(cell)) return cell;
      const label = columns[index++];
      return label ? cloneElement(cell as ReactElement<CellProps>, { 'data-label': label }) : cell;
    });
    return cloneElement(row, {}, cells);
  });
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
          <table className={styles.results}>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={`${index}-${column}`} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{labelCells(children, columns)}</tbody>
          </table>
        </ScrollBox>
      )}
      {paging && <Pager {...paging} />}
    </>
  );
}
