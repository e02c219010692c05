/**
 * Calls the third-party quote gateway from the server (its APPCODE stays secret) and keeps the
 * answer for 60 seconds. Failures are kept for 10 seconds so a dead gateway is not hammered.
 */
import type { StockQuote } from '@azi/shared/api/schemas/forms';
import { mapQuote } from './mapQuote';

export const STOCK_SYMBOL = 'AZI';
const FRESH_MS = 60_000;
const FAILURE_MS = 10_000;
const TIMEOUT_MS = 3_000;

export interface StockGatewayConfig {
  gatewayUrl: string | undefined;
  appCode: string | undefined;
}

export interface Logger {
  warn(obj: object, msg: string): void;
}

export class StockQuoteService {
  private cached?: { expires: number; value: Promise<StockQuote> };

  constructor(
    private readonly config: StockGatewayConfig,
    private readonly log: Logger,
  ) {}

  get(): Promise<StockQuote> {
    const now = Date.now();
    if (this.cached && this.cached.expires > now) return this.cached.value;
    const value = this.fetchQuote();
    this.cached = { expires: now + FRESH_MS, value };
    void value.then((quote) => {
      if (!quote.available && this.cached?.value === value) this.cached.expires = Date.now() + FAILURE_MS;
    });
    return value;
  }

  private unavailable(): StockQuote {
    return { symbol: STOCK_SYMBOL, available: false, quote: null };
  }

  private async fetchQuote(): Promise<StockQuote> {
    const { gatewayUrl, appCode } = this.config;
    if (!gatewayUrl || !appCode) return this.unavailable();
    try {
      const response = await fetch(`${gatewayUrl}/us/real?symbol=${encodeURIComponent(STOCK_SYMBOL)}`, {
        headers: { Authorization: `APPCODE ${appCode}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // Only 200 carries data; anything else (including other 2xx) means no quote.
      if (response.status !== 200) {
        this.log.warn({ status: response.status }, 'stock gateway answered without data');
        return this.unavailable();
      }
      const quote = mapQuote(await response.json(), STOCK_SYMBOL);
      if (!quote) {
        this.log.warn({}, 'stock gateway body had no recognisable quote');
        return this.unavailable();
      }
      return { symbol: STOCK_SYMBOL, available: true, quote };
    } catch (error) {
      this.log.warn({ err: error }, 'stock gateway unreachable');
      return this.unavailable();
    }
  }
}
