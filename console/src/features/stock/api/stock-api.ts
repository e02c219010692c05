/** The share prices (api/src/routes/admin/adminStock.ts): what is stored, the CSV import, dividends. */
import type {
  StockAdminStatus,
  StockDividend,
  StockImportPreview,
  StockImportResult,
} from '@azi/shared/api/schemas/stock';
import { consoleRequest } from '../../../api/consoleRequest';

export type {
  StockAdminStatus,
  StockDividend,
  StockImportPreview,
  StockImportResult,
} from '@azi/shared/api/schemas/stock';

const csv = (text: string, preview: boolean) => ({
  method: 'POST',
  url: '/admin/stock/prices',
  params: preview ? { preview: true } : {},
  data: text,
  headers: { 'content-type': 'text/csv' },
});

export const getStockStatus = () => consoleRequest<StockAdminStatus>({ url: '/admin/stock/status' });
export const previewPriceCsv = (text: string) => consoleRequest<StockImportPreview>(csv(text, true));
export const importPriceCsv = (text: string) => consoleRequest<StockImportResult>(csv(text, false));
export const saveDividend = (dividend: StockDividend) =>
  consoleRequest<StockDividend[]>({ method: 'POST', url: '/admin/stock/dividends', data: dividend });
export const deleteDividend = (exDate: string) =>
  consoleRequest<StockDividend[]>({ method: 'DELETE', url: `/admin/stock/dividends/${exDate}` });
