import type { MetricType } from 'web-vitals';
import { createFieldReporter, placeOf, sectionOf } from './fieldReporter';

type Callback = (metric: MetricType) => void;
const mockCallbacks: { name: string; callback: Callback; soft: boolean }[] = [];
const callbacks = mockCallbacks;
jest.mock('web-vitals', () => {
  const listen = (name: string) => (callback: Callback, options?: { reportSoftNavs?: boolean }) =>
    mockCallbacks.push({ name, callback, soft: Boolean(options?.reportSoftNavs) });
  return {
    onLCP: listen('LCP'),
    onINP: listen('INP'),
    onCLS: listen('CLS'),
    onFCP: listen('FCP'),
    onTTFB: listen('TTFB'),
  };
});
jest.mock('../remotes/registry', () => ({
  registeredEntry: (name: string) =>
    name === 'mfe_investor' ? '/remotes/mfe_investor/2026.11.23-2/mf-manifest.json' : undefined,
}));

const sent: unknown[] = [];
beforeEach(() => {
  callbacks.length = 0;
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      expect(url).toBe('/api-official-web/rum');
      sent.push(
        new Promise((resolve) => {
          // jsdom's Blob has no text(): FileReader reads it.
          const reader = new FileReader();
          reader.onload = () => resolve(JSON.parse(String(reader.result)));
          reader.readAsText(body);
        }),
      );
      return true;
    },
  });
  window.history.replaceState({}, '', '/en/mobile/investor?range=1Y');
});

const metric = (name: string, value: number, extra: Partial<MetricType> = {}) =>
  ({
    name,
    value,
    id: `${name}-${Math.random()}`,
    navigationId: 1,
    navigationType: 'navigate',
    ...extra,
  }) as unknown as MetricType;
const emit = (name: string, value: number, extra: Partial<MetricType> = {}) => {
  for (const c of callbacks.filter((c) => c.name === name)) c.callback(metric(name, value, extra));
};
const hide = async () => {
  window.dispatchEvent(new Event('pagehide'));
  return Promise.all(sent);
};

describe('the field-data reporter', () => {
  it('names pages by the page table, never by their URL', () => {
    expect(placeOf('http://localhost/en/mobile/investor?range=1Y#x')).toEqual({
      page: 'investor',
      layout: 'mobile',
      lang: 'en',
    });
    expect(placeOf('/hk/no-such-page')).toEqual({ page: 'notFound', layout: 'desktop', lang: 'hk' });
    expect(placeOf('/zh/media')).toBeUndefined();
  });

  it("reads an error's section from the remote files its stack names, with the version the registry names", () => {
    expect(sectionOf('at x (http://localhost/remotes/mfe_investor/2026.11.23-1/src_a.js:1:2)')).toEqual({
      section: 'mfe_investor',
      version: '2026.11.23-2',
    });
    expect(sectionOf('at y (http://localhost/remotes/mfe_media/2026.11.20-1/main.js:1:2)')).toEqual({
      section: 'mfe_media',
      version: '2026.11.20-1',
    });
    expect(sectionOf('at z (http://localhost/main.4f2a.js:1:2)')).toEqual({ section: 'shell', version: '' });
  });

  it("sends a sampled view's metrics once, counted for the page it landed on, in one beacon when the page is left", async () => {
    createFieldReporter({ startUrl: 'http://localhost/en/mobile/investor', sampled: true });
    expect(callbacks.map((c) => c.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    emit('TTFB', 120);
    emit('LCP', 1800.12345);
    const [report] = (await hide()) as { metrics: unknown[]; errors: unknown[] }[];
    expect(sent).toHaveLength(1);
    expect(report!.metrics).toEqual([
      { name: 'TTFB', value: 120, page: 'investor', layout: 'mobile', lang: 'en', navigation: 'hard' },
      { name: 'LCP', value: 1800.123, page: 'investor', layout: 'mobile', lang: 'en', navigation: 'hard' },
    ]);
    // Nothing new: nothing sent.
    await hide();
    expect(sent).toHaveLength(1);
  });

  it("times a click inside the site as its own navigation of the page it led to, with its route segment's CLS", async () => {
    const reporter = createFieldReporter({ startUrl: 'http://localhost/en/mobile/investor', sampled: true });
    reporter.softNavigation({ url: 'http://localhost/en/mobile/media', startedAt: 1000, drawnAt: 1342.6 });
    reporter.softNavigation({ url: 'http://localhost/en/mobile/no-such-page', startedAt: 2000, drawnAt: 2100 });
    const [report] = (await hide()) as { metrics: unknown[] }[];
    expect(report!.metrics).toEqual([
      { name: 'NAV', value: 343, page: 'media', layout: 'mobile', lang: 'en', navigation: 'soft' },
      { name: 'CLS', value: 0, page: 'media', layout: 'mobile', lang: 'en', navigation: 'soft' },
      { name: 'NAV', value: 100, page: 'notFound', layout: 'mobile', lang: 'en', navigation: 'soft' },
      { name: 'CLS', value: 0, page: 'notFound', layout: 'mobile', lang: 'en', navigation: 'soft' },
    ]);
  });

  it('measures nothing in a view that was not sampled, but still reports its errors', async () => {
    const reporter = createFieldReporter({ startUrl: 'http://localhost/', sampled: false });
    expect(callbacks).toHaveLength(0);
    reporter.error({ error: new TypeError('price of 1234567 for a@b.co missing') });
    const [report] = (await hide()) as { metrics: unknown[]; errors: unknown[] }[];
    expect(report).toEqual({
      metrics: [],
      errors: [
        {
          message: 'TypeError: price of <n> for <email> missing',
          section: 'shell',
          version: '',
          page: 'investor',
          layout: 'mobile',
          lang: 'en',
        },
      ],
    });
  });

  it('reports at most five different errors a page view, each once', async () => {
    const reporter = createFieldReporter({ startUrl: 'http://localhost/', sampled: false });
    for (let i = 0; i < 3; i += 1) reporter.error({ error: 'the same failure' });
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) reporter.error({ error: new Error(`failure ${name}`) });
    const [report] = (await hide()) as { errors: { message: string }[] }[];
    expect(report!.errors.map((e) => e.message)).toEqual([
      'the same failure',
      'Error: failure a',
      'Error: failure b',
      'Error: failure c',
      'Error: failure d',
    ]);
  });
});
