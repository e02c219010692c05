import { postApplyClick } from '@azi/shared/api/post-apply-click';

/** jsdom's Blob has no text(): FileReader reads it. */
function read(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function setBeacon(value: unknown): void {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value });
}

const fetchMock = jest.fn(() => Promise.resolve({}));
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('postApplyClick', () => {
  it('sends the opening alone as a JSON beacon to the apply-click route', async () => {
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    setBeacon(beacon);
    postApplyClick(42);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api-official-web/job/applyClick');
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await read(body))).toEqual({ id: 42 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without cookies where there is no sendBeacon, or it refused', () => {
    for (const beacon of [undefined, () => false]) {
      fetchMock.mockClear();
      setBeacon(beacon);
      postApplyClick(7);
      expect(fetchMock).toHaveBeenCalledWith(
        '/api-official-web/job/applyClick',
        expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
      );
    }
  });
});
