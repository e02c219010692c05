/** Site search's words (api/src/routes/admin/adminSearch.ts): the synonym lists and what visitors searched for. */
import type { SearchQueryStats, Synonym, SynonymInput } from '@azi/shared/api/schemas/searchAdmin';
import { consoleRequest } from '../../../api/consoleRequest';

export type { SearchQueryCount, SearchQueryStats, Synonym, SynonymInput } from '@azi/shared/api/schemas/searchAdmin';

export const getSynonyms = () => consoleRequest<Synonym[]>({ url: '/admin/search/synonyms' });
export const createSynonym = (input: SynonymInput) =>
  consoleRequest<Synonym>({ url: '/admin/search/synonyms', method: 'POST', data: input });
export const updateSynonym = (id: number, input: SynonymInput) =>
  consoleRequest<Synonym>({ url: `/admin/search/synonyms/${id}`, method: 'PUT', data: input });
export const deleteSynonym = (id: number) =>
  consoleRequest<{ id: number }>({ url: `/admin/search/synonyms/${id}`, method: 'DELETE' });
export const getSearchQueries = () => consoleRequest<SearchQueryStats>({ url: '/admin/search/queries' });
