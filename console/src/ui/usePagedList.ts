import { useCallback, useState } from 'react';
import type { Paging } from './ListPage';
import { useLoaded, type Loaded } from './useLoaded';

export interface PagedList<Filter, Data> {
  loaded: Loaded<Data>;
  filter: Filter;
  /** A new filter starts again from the first page. */
  setFilter(filter: Filter): void;
  paging: Paging;
}

/**
 * A list screen's data, filtered and in pages, loaded again whenever either changes. `load` must
 * be stable (a module's API function, or useCallback).
 */
export function usePagedList<Filter, Data>(
  load: (filter: Filter, pageNo: number, pageSize: number) => Promise<Data>,
  pageSize: number,
  initialFilter: Filter,
): PagedList<Filter, Data> {
  const [filter, setFilterState] = useState(initialFilter);
  const [pageNo, setPageNo] = useState(1);
  const loaded = useLoaded(
    useCallback(() => load(filter, pageNo, pageSize), [load, filter, pageNo, pageSize]),
    JSON.stringify([filter, pageNo, pageSize]),
  );
  const setFilter = useCallback((next: Filter) => {
    setPageNo(1);
    setFilterState(next);
  }, []);
  return { loaded, filter, setFilter, paging: { pageNo, pageSize, onPage: setPageNo } };
}
