import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPage } from '@azi/shared/testing/renderWithPage';
import remote from '../module';
import { calendarEntry } from '../testing/investorFixtures';
import { AddToCalendarButton } from './AddToCalendarButton';

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('AddToCalendarButton', () => {
  const created: Blob[] = [];
  let click: jest.SpyInstance;
  /** The link the button clicked to start the download. */
  const clicked = () => click.mock.contexts[0] as HTMLAnchorElement | undefined;

  beforeEach(() => {
    created.length = 0;
    // jsdom has no object URLs and cannot follow a download.
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:calendar';
    });
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('builds nothing until clicked, then downloads an .ics with the call in UTC', async () => {
    renderWithPage(<AddToCalendarButton item={calendarEntry(7, { eventAt: null, beijingTime: '2030-03-15 20:30' })} />, {
      lang: 'en',
      page: 'investor',
      remote,
    });
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^Add to calendar ?: Results conference call 7 \(\.ics\)$/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(clicked()?.download).toBe('autozi-investor-event-7.ics');
    expect(created[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await readText(created[0]!);
    expect(ics).toContain('DTSTART:20300315T123000Z');
    expect(ics).toContain('SUMMARY:Results conference call 7');
  });

  it('writes the Beijing-time note in the page language', async () => {
    renderWithPage(<AddToCalendarButton item={calendarEntry(8)} />, { lang: 'hk', page: 'investor', remote });
    await userEvent.click(screen.getByRole('button', { name: /加入日曆/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect((await readText(created[0]!)).replace(/\r\n[ \t]/g, '')).toContain('北京時間 2030-03-15 20:30');
  });

  it('says so when an entry has no exact date', async () => {
    renderWithPage(<AddToCalendarButton item={calendarEntry(9, { eventAt: null, beijingTime: null, datePrecision: 'month' })} />, {
      lang: 'en',
      page: 'investor',
      remote,
    });
    await userEvent.click(screen.getByRole('button', { name: /Add to calendar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be added to a calendar');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
