import { ApiError } from '@azi/shared/api/ApiError';
import { createPageDataStore } from '@azi/shared/data/pageDataStore';

describe('a browser page-data store', () => {
  it('takes in the answers fetched for the next page, replacing what it knew of the same keys', () => {
    const store = createPageDataStore({ onServer: false, initial: { 'news:en': { status: 'ready', data: ['old'] } } });
    store.absorb({
      'news:en': { status: 'ready', data: ['new'] },
      'article:en/7': { status: 'failed', error: { status: 404, message: 'No such article' } },
      'not an answer': 42,
    });
    expect(store.peek('news:en')).toEqual({ status: 'ready', data: ['new'] });
    const missing = store.peek('article:en/7');
    expect(missing?.status).toBe('failed');
    expect(missing?.status === 'failed' && missing.error).toBeInstanceOf(ApiError);
    expect(missing?.status === 'failed' && missing.error.status).toBe(404);
    expect(store.peek('not an answer')).toBeUndefined();
  });
});
