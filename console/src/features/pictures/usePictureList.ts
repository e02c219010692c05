import { useCallback, useState } from 'react';
import { useLoaded } from '../../ui/useLoaded';
import { listPictures } from './api/pictures-api';

/** One page of the library for a search (the library screen and the picker share it). */
export function usePictureList(pageSize: number) {
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const loaded = useLoaded(
    useCallback(() => listPictures(query, pageNo, pageSize), [query, pageNo, pageSize]),
    `${query}#${pageNo}`,
  );
  const search = (text: string) => {
    setQuery(text);
    setPageNo(1);
  };
  return { query, search, pageNo, setPageNo, pageSize, loaded };
}
