import { downloadText, REVOKE_AFTER_MS } from '@azi/shared/download/downloadText';

// jsdom has no object URLs: these stand in for the browser's and record what the file holds.
const blobs = new Map<string, Blob>();
beforeEach(() => {
  blobs.clear();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void blobs.delete(url));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

it('clicks a link that saves the text under the file name, then leaves no link in the page', async () => {
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
  });
  downloadText('名称,电话\r\n', 'leads.csv', 'text/csv;charset=utf-8');
  expect(clicked).toEqual([{ href: 'blob:test/1', download: 'leads.csv', inPage: true }]);
  const blob = blobs.get('blob:test/1')!;
  expect(blob.type).toBe('text/csv;charset=utf-8');
  expect(await textOf(blob)).toBe('名称,电话\r\n');
  expect(document.querySelector('a')).toBeNull();
});

it('keeps the file readable until the browser had time to fetch it, then frees it', () => {
  jest.useFakeTimers();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  downloadText('BEGIN:VCALENDAR', 'event.ics', 'text/calendar;charset=utf-8');
  jest.advanceTimersByTime(REVOKE_AFTER_MS - 1);
  expect(blobs.size).toBe(1);
  jest.advanceTimersByTime(1);
  expect(blobs.size).toBe(0);
});
