/**
 * How the stock page tells what an action did: one announcement for the page, and the lines of a CSV
 * that does not read listed under it. The import and the dividends report through it, so a message
 * from one replaces the other's.
 */
import { useState } from 'react';
import { ApiError } from '@azi/shared/api/ApiError';
import type { Announcement } from '../../ui/Announcer';

export interface StockReport {
  /** Forgets the last outcome, as a new file is chosen. */
  clear(): void;
  fail(error: unknown): void;
  /** A change that was saved: says so and reloads what is stored. */
  done(text: string): void;
}

/** "line 12" -> its message, in line order (the API's 400 for a CSV that does not read). */
function lineErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors)
    .filter(([key]) => key.startsWith('line '))
    .sort(([a], [b]) => Number(a.slice(5)) - Number(b.slice(5)))
    .map(([key, message]) => `${key}: ${message}`);
}

export function useStockReport(reload: () => void): {
  message: Announcement | undefined;
  errors: string[];
  report: StockReport;
} {
  const [message, setMessage] = useState<Announcement | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const report: StockReport = {
    clear: () => {
      setErrors([]);
      setMessage(undefined);
    },
    fail: (error) => {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
      setErrors(lineErrors(error));
    },
    done: (text) => {
      setMessage({ kind: 'ok', text });
      reload();
    },
  };
  return { message, errors, report };
}
