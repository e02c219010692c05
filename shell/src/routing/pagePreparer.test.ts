import { createPagePreparer, type PagePreparerDeps } from './pagePreparer';
import { pageTarget } from './pageTarget';

const origin = 'https://www.example.com';
const target = (href: string) => {
  const found = pageTarget(href, origin);
  if (!found) throw new Error(`${href} is no page`);
  return found;
};

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const answering = (status: number, body: unknown): Answer => ({ ok: status < 300, status, json: async () => body });

function setUp(
  answer: (url: string) => Answer = () =>
    answering(200, { status: 200, data: { 'investor:en': { status: 'ready', data: [1, 2] } } }),
) {
  const calls: string[] = [];
  const deps = {
    store: { absorb: jest.fn() },
    fetch: jest.fn(async (url: string, init?: RequestInit) => {
      const purpose = (init?.headers as Record<string, string> | undefined)?.['x-page-data-purpose'];
      calls.push(`${init?.priority}${purpose ? ` (${purpose})` : ''} ${url}`);
      return answer(url);
    }),
    loadCode: jest.fn(async () => undefined),
    prefetchCode: jest.fn(),
    track: jest.fn(),
  };
  return { deps, calls, preparer: createPagePreparer(deps as unknown as PagePreparerDeps) };
}

describe('a page prepared for a click', () => {
  it('asks for its data and its code together at the click, and is ready once both are here', async () => {
    const { deps, calls, preparer } = setUp();
    let codeArrives: () => void = () => undefined;
    deps.loadCode.mockImplementation(
      () => new Promise<undefined>((resolve) => (codeArrives = () => resolve(undefined))),
    );
    const investor = target('/en/investor?utm_source=x');
    const ready = preparer.navigate(investor);
    expect(calls).toEqual(['high /__page-data/en/investor']);
    expect(deps.loadCode).toHaveBeenCalledWith(investor);
    expect(deps.track).toHaveBeenCalledWith(ready);
    expect(preparer.navigation('/en/investor')).toBe(ready);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The data is here, the code is not: nothing is drawn yet.
    expect(deps.store.absorb).not.toHaveBeenCalled();
    codeArrives();
    await ready;
    expect(deps.store.absorb).toHaveBeenCalledWith({ 'investor:en': { status: 'ready', data: [1, 2] } });
    expect(ready).toMatchObject({ status: 'fulfilled' });
  });

  it('fetches nothing again for data prefetched while idle or on a hover, and runs code only on a hand on the link', async () => {
    const { deps, calls, preparer } = setUp();
    const list = target('/en/investor_list3?year=2024');
    preparer.prefetch(list);
    expect(deps.prefetchCode).toHaveBeenCalledWith(list);
    expect(deps.loadCode).not.toHaveBeenCalled();
    preparer.prepare(list);
    expect(deps.loadCode).toHaveBeenCalledWith(list);
    await preparer.navigate(list);
    expect(calls).toEqual(['low (prefetch) /__page-data/en/investor_list3?year=2024']);
    // A second click on the same link: already there.
    await preparer.navigate(list);
    expect(calls).toHaveLength(1);
  });

  it('says a page prepared ahead is ready once the click has started it, before anything arrives from the network', async () => {
    const { calls, preparer } = setUp();
    const list = target('/en/investor_list3?year=2024');
    preparer.prepare(list);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preparer.isReady(list.key)).toBe(false);
    void preparer.navigate(list);
    // Only promises already settled in between: what the browser runs before the link's own handler.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preparer.isReady(list.key)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(preparer.isReady(target('/en/media').key)).toBe(false);
  });

  it('asks nothing for the page the visit opened on: its data came with the HTML', async () => {
    const { deps, calls, preparer } = setUp();
    preparer.arrived('/en/media');
    const ready = preparer.navigate(target('/en/media'));
    expect(ready).toMatchObject({ status: 'fulfilled' });
    await ready;
    expect(calls).toEqual([]);
    expect(deps.loadCode).not.toHaveBeenCalled();
  });

  it('draws the page anyway when its data could not be fetched, and asks again on the next hover', async () => {
    const { deps, calls, preparer } = setUp(() => answering(502, null));
    const service = target('/hk/service');
    await preparer.navigate(service);
    expect(deps.store.absorb).not.toHaveBeenCalled();
    preparer.prepare(target('/hk/mobile/service'));
    preparer.prepare(service);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([
      'high /__page-data/hk/service',
      'high /__page-data/hk/mobile/service',
      'high /__page-data/hk/service',
    ]);
  });

  it('forgets a prefetch the server declined to draw ahead (204), and asks again at the click', async () => {
    const { deps, calls, preparer } = setUp(() =>
      calls.length === 1
        ? answering(204, null)
        : answering(200, { status: 200, data: { 'esg:en': { status: 'ready', data: 1 } } }),
    );
    preparer.prefetch(target('/en/esg'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await preparer.navigate(target('/en/esg'));
    expect(calls).toEqual(['low (prefetch) /__page-data/en/esg', 'high /__page-data/en/esg']);
    expect(deps.store.absorb).toHaveBeenCalledWith({ 'esg:en': { status: 'ready', data: 1 } });
  });

  it("asks for no prefetch while a click's page is on its way, and does again once it is drawn", async () => {
    const { deps, calls, preparer } = setUp();
    let codeArrives: () => void = () => undefined;
    deps.loadCode.mockImplementation(
      () => new Promise<undefined>((resolve) => (codeArrives = () => resolve(undefined))),
    );
    const ready = preparer.navigate(target('/en/introduce'));
    preparer.prefetch(target('/en/service'));
    expect(calls).toEqual(['high /__page-data/en/introduce']);
    expect(deps.prefetchCode).not.toHaveBeenCalled();
    codeArrives();
    await ready;
    preparer.prefetch(target('/en/service'));
    expect(calls).toEqual(['high /__page-data/en/introduce', 'low (prefetch) /__page-data/en/service']);
    expect(deps.prefetchCode).toHaveBeenCalledTimes(1);
  });

  it("runs a page's code ahead without asking for its data, and not while a click's page is on its way", async () => {
    const { deps, calls, preparer } = setUp();
    const esg = target('/en/esg');
    await preparer.warm(esg);
    expect(deps.loadCode).toHaveBeenCalledWith(esg);
    expect(calls).toEqual([]);
    deps.loadCode.mockRejectedValueOnce(new Error('chunk failed'));
    await expect(preparer.warm(esg)).resolves.toBeUndefined();
    let codeArrives: () => void = () => undefined;
    deps.loadCode.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (codeArrives = () => resolve(undefined))),
    );
    const ready = preparer.navigate(target('/en/media'));
    await preparer.warm(target('/en/introduce'));
    expect(deps.loadCode).toHaveBeenCalledTimes(3);
    codeArrives();
    await ready;
  });

  it('asks for prefetched data one page at a time; a hand on a link in line asks at once; a click drops the line', async () => {
    const { deps, calls, preparer } = setUp();
    // list2's answer is held until the test lets it go.
    let releaseList2: () => void = () => undefined;
    const answer = deps.fetch.getMockImplementation()!;
    deps.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      const response = await answer(url, init);
      if (url.endsWith('investor_list2')) await new Promise<void>((resolve) => (releaseList2 = resolve));
      return response;
    });
    preparer.prefetch(target('/en/investor_list1'));
    preparer.prefetch(target('/en/investor_list2'));
    preparer.prefetch(target('/en/investor_list3'));
    preparer.prefetch(target('/en/investor_list4'));
    expect(calls).toEqual(['low (prefetch) /__page-data/en/investor_list1']);
    preparer.prepare(target('/en/investor_list3'));
    expect(calls).toEqual(['low (prefetch) /__page-data/en/investor_list1', 'high /__page-data/en/investor_list3']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // list1 answered: the next in line is asked.
    expect(calls.slice(2)).toEqual(['low (prefetch) /__page-data/en/investor_list2']);
    await preparer.navigate(target('/en/esg'));
    releaseList2();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // list4 was still in line when the click came: dropped, and asked afresh when needed.
    expect(calls.slice(3)).toEqual(['high /__page-data/en/esg']);
    preparer.prepare(target('/en/investor_list4'));
    expect(calls.slice(4)).toEqual(['high /__page-data/en/investor_list4']);
  });

  it('ends the wait when the code fails to load: the page shows the failure', async () => {
    const { deps, preparer } = setUp();
    deps.loadCode.mockRejectedValue(new Error('chunk failed'));
    await expect(preparer.navigate(target('/en/job_detail?id=3'))).resolves.toBeUndefined();
    expect(deps.store.absorb).toHaveBeenCalled();
  });
});
