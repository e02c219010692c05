/** What the routes share, handed to each route plugin as its options. */
import type { ApiConfig } from './config';
import type { ResponseCache } from './content/responseCache';
import type { Database } from './db/database';
import type { StockQuoteService } from './stock/stockQuoteService';

export interface Services {
  config: ApiConfig;
  db: Database;
  cache: ResponseCache;
  stock: StockQuoteService;
}
