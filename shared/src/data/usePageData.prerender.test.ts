/**
 * @jest-environment node
 */
// usePageData under React's server prerender (react-dom/static), as the render workers run it.
import { PassThrough } from 'node:stream';
import { createElement as h } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPageDataStore } from '@azi/shared/data/pageDataStore';
import { PageDataContext, usePageData } from '@azi/shared/data/usePageData';

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  prelude.pipe(sink);
  for await (const chunk of sink) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function Pair() {
  // Two answers in one component: each must land in its own place.
  const first = usePageData('first', () => new Promise<string>((resolve) => setTimeout(() => resolve('one'), 20)));
  const second = usePageData('second', () => Promise.resolve('two'));
  return h(
    'p',
    null,
    `${first.status === 'ready' ? first.data : '?'}/${second.status === 'ready' ? second.data : '?'}`,
  );
}

it('waits for every answer on the server and keeps each in its place', async () => {
  const store = createPageDataStore({ onServer: true });
  const out = await html(h(PageDataContext.Provider, { value: store }, h(Pair)));
  expect(out).toContain('<p>one/two</p>');
  expect(store.serialize()).toEqual({
    first: { status: 'ready', data: 'one' },
    second: { status: 'ready', data: 'two' },
  });
});

it('renders a failed answer as the failure state of the page, never as a crash', async () => {
  function Broken() {
    const news = usePageData('broken', () => Promise.reject(new Error('API down')));
    return h('p', null, news.status);
  }
  const store = createPageDataStore({ onServer: true });
  expect(await html(h(PageDataContext.Provider, { value: store }, h(Broken)))).toContain('<p>failed</p>');
});
