/**
 * Reads a CSV of daily prices: Nasdaq's historical-data download (`Date,Close/Last,Volume,Open,
 * High,Low`, dates MM/DD/YYYY, prices like `$1.23`) or the same columns with ISO dates and plain
 * numbers (also what /stock/prices.csv writes). Columns are found by their header, in any order;
 * Date and Close (or Close/Last) are required, the others may be absent or empty (then null). A
 * line that does not read is reported by its line number and the file is refused as a whole.
 */
import type { StockPrice } from '@azi/shared/api/schemas/stock';
import { isIsoDate, PRICE_DECIMALS, PRICE_MAX, PRICE_MIN } from '@azi/shared/api/stockLimits';

export interface CsvLineError {
  line: number;
  message: string;
}

export type PriceCsv = { ok: true; prices: StockPrice[] } | { ok: false; errors: CsvLineError[] };

/** More than this many errors are not listed: the first ones say what is wrong with the file. */
const MAX_ERRORS = 20;

type Column = 'date' | 'close' | 'volume' | 'open' | 'high' | 'low';
const HEADER_NAMES: Record<string, Column> = {
  date: 'date',
  close: 'close',
  'close/last': 'close',
  'adj close': 'close',
  volume: 'volume',
  open: 'open',
  high: 'high',
  low: 'low',
};

/** The fields of one line; double quotes enclose a field with commas ("1,234,567"), "" is a quote. */
function splitFields(line: string): string[] | undefined {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === ',') {
      fields.push(field.trim());
      field = '';
    } else field += ch;
  }
  if (quoted) return undefined;
  fields.push(field.trim());
  return fields;
}

function readDate(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const date = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
  return isIsoDate(date) ? date : undefined;
}

/** How a price must read: a positive number within the stored bounds, with or without $. */
const PRICE_RULE = `a positive number from ${PRICE_MIN} to ${PRICE_MAX} with at most ${PRICE_DECIMALS} decimals, with or without $`;
// Zeros past the last decimal change nothing (1.230000 is 1.23).
const PRICE_PATTERN = new RegExp(`^\\d+(\\.\\d{1,${PRICE_DECIMALS}}0*)?$`);

/** A price: `$1.23`, `1.23`, `1,234.5`. Undefined when it is not one the database stores as written. */
function readPrice(text: string): number | undefined {
  const cleaned = text.replace(/^\$\s*/, '').replace(/,/g, '');
  if (!PRICE_PATTERN.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return value >= PRICE_MIN && value <= PRICE_MAX ? value : undefined;
}

/** A volume: a whole number of shares, commas allowed. */
function readVolume(text: string): number | undefined {
  const cleaned = text.replace(/,/g, '');
  if (!/^\d+$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : undefined;
}

export function parsePriceCsv(text: string): PriceCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const errors: CsvLineError[] = [];
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0)
    return {
      ok: false,
      errors: [
        {
          line: 1,
          message:
            'The file is empty: a header line (Date,Close/Last,Volume,Open,High,Low) and one line per day were expected.',
        },
      ],
    };

  const header = splitFields(lines[headerIndex]!) ?? [];
  const columns = new Map<Column, number>();
  header.forEach((name, index) => {
    const column = HEADER_NAMES[name.toLowerCase()];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const missing = (['date', 'close'] as const).filter((c) => !columns.has(c));
  if (missing.length > 0) {
    return {
      ok: false,
      errors: [
        {
          line: headerIndex + 1,
          message: `The header has no ${missing.map((c) => (c === 'date' ? 'Date' : 'Close/Last')).join(' or ')} column: expected Date,Close/Last,Volume,Open,High,Low.`,
        },
      ],
    };
  }

  const prices: StockPrice[] = [];
  const seen = new Map<string, number>();
  for (let i = headerIndex + 1; i < lines.length && errors.length < MAX_ERRORS; i += 1) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const line = i + 1;
    const fail = (message: string) => errors.push({ line, message });
    const fields = splitFields(raw);
    if (!fields) {
      fail('A quoted field is not closed.');
      continue;
    }
    const field = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (fields[index] ?? '');
    };
    const dateText = field('date');
    const date = readDate(dateText);
    if (!date) {
      fail(`"${dateText}" is not a date: write MM/DD/YYYY (as Nasdaq's download does) or YYYY-MM-DD.`);
      continue;
    }
    const earlier = seen.get(date);
    if (earlier !== undefined) {
      fail(`${date} is already on line ${earlier}: one line per day.`);
      continue;
    }
    seen.set(date, line);

    const closeText = field('close');
    const close = readPrice(closeText);
    if (close === undefined) {
      fail(`The close "${closeText}" is not a price: ${PRICE_RULE}.`);
      continue;
    }
    const optionalPrice = (column: 'open' | 'high' | 'low', label: string): number | null | undefined => {
      const value = field(column);
      if (value === '') return null;
      const price = readPrice(value);
      if (price === undefined) fail(`The ${label} "${value}" is not a price: ${PRICE_RULE}.`);
      return price;
    };
    const open = optionalPrice('open', 'open');
    const high = optionalPrice('high', 'high');
    const low = optionalPrice('low', 'low');
    if (open === undefined || high === undefined || low === undefined) continue;
    const volumeText = field('volume');
    const volume = volumeText === '' ? null : readVolume(volumeText);
    if (volume === undefined) {
      fail(`The volume "${volumeText}" is not a whole number of shares.`);
      continue;
    }
    if (high !== null && low !== null && high < low) {
      fail(`The high (${high}) is below the low (${low}).`);
      continue;
    }
    const known = [open, close].filter((v): v is number => v !== null);
    if ((high !== null && known.some((v) => v > high)) || (low !== null && known.some((v) => v < low))) {
      fail(`The open and close must lie between the low and the high.`);
      continue;
    }
    prices.push({ date, open, high, low, close, volume });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (prices.length === 0)
    return { ok: false, errors: [{ line: headerIndex + 1, message: 'The file has a header but no days.' }] };
  prices.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { ok: true, prices };
}
