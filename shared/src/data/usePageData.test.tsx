import { act, render, screen } from '@testing-library/react';
import { ApiError } from '@azi/shared/api/ApiError';
import { createPageDataStore, type PageDataStore } from '@azi/shared/data/pageDataStore';
import { PageDataContext, usePageData } from '@azi/shared/data/usePageData';

function News({ load, id = 'a' }: { load: () => Promise<string>; id?: string }) {
  const news = usePageData(`news:${id}`, load);
  if (news.status === 'loading') return <p>loading</p>;
  if (news.status === 'failed')
    return <button onClick={news.retry}>failed: {String((news.error as ApiError).status)}</button>;
  return <p>{news.data}</p>;
}

function renderWith(store: PageDataStore, load: () => Promise<string>, id?: string) {
  return render(
    <PageDataContext.Provider value={store}>
      <News load={load} id={id} />
    </PageDataContext.Provider>,
  );
}

it('hydrates from what the server sent, without asking again', async () => {
  const load = jest.fn(() => Promise.resolve('fresh'));
  const store = createPageDataStore({
    onServer: false,
    initial: { 'news:a': { status: 'ready', data: 'from the server' } },
  });
  renderWith(store, load);
  expect(screen.getByText('from the server')).toBeInTheDocument();
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
});

it('keeps a failure the server met as an ApiError with its status, and retries on request', async () => {
  const load = jest.fn(() => Promise.resolve('second try'));
  const store = createPageDataStore({
    onServer: false,
    initial: { 'news:a': { status: 'failed', error: { status: 503, message: 'down' } } },
  });
  renderWith(store, load);
  await act(async () => screen.getByRole('button', { name: 'failed: 503' }).click());
  expect(await screen.findByText('second try')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads after render what the server did not send, showing loading meanwhile', async () => {
  const store = createPageDataStore({ onServer: false });
  renderWith(store, () => Promise.resolve('client news'), 'b');
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('client news')).toBeInTheDocument();
  expect(store.peek('news:b')).toEqual({ status: 'ready', data: 'client news' });
});

it('drops an answer for a key the page has already left', async () => {
  let finishOld: (value: string) => void = () => undefined;
  const store = createPageDataStore({ onServer: false });
  const { rerender } = renderWith(store, () => new Promise<string>((resolve) => (finishOld = resolve)), 'old');
  rerender(
    <PageDataContext.Provider value={store}>
      <News load={() => Promise.resolve('new page')} id="new" />
    </PageDataContext.Provider>,
  );
  expect(await screen.findByText('new page')).toBeInTheDocument();
  await act(async () => finishOld('old page'));
  expect(screen.queryByText('old page')).not.toBeInTheDocument();
});

it('serialises what it knows for the boot block, failures as status and message', async () => {
  const store = createPageDataStore({ onServer: true });
  await store.request('a', () => Promise.resolve({ n: 1 }));
  await store.request('b', () => Promise.reject(new ApiError(404, 'No such article')));
  expect(JSON.parse(JSON.stringify(store.serialize()))).toEqual({
    a: { status: 'ready', data: { n: 1 } },
    b: { status: 'failed', error: { status: 404, message: 'No such article' } },
  });
});

it('gives up on an answer that takes longer than the server allows', async () => {
  jest.useFakeTimers();
  try {
    const store = createPageDataStore({ onServer: true, timeoutMs: 100 });
    const pending = store.request('slow', () => new Promise(() => undefined));
    jest.advanceTimersByTime(101);
    await expect(pending).resolves.toMatchObject({ status: 'failed', error: { status: 504 } });
  } finally {
    jest.useRealTimers();
  }
});
