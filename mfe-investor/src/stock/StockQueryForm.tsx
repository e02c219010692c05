import type { ReactNode } from 'react';
import { usePagePath } from '@azi/shared/ui/PageContext';
import { stockQueryParams, type StockQuery } from './stockQuery';

export interface StockQueryFormProps {
  query: StockQuery;
  /** The fields this form sets: the others of the query travel as hidden fields. */
  fields: readonly (keyof StockQuery)[];
  /** The section the answer appears in (the URL's hash). */
  anchor: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A GET form of the investor page: the browser loads the page with the new query and the server
 * renders the answer, with or without JavaScript (no script of its own: issue 39's budget).
 */
export function StockQueryForm({ query, fields, anchor, label, className, children }: StockQueryFormProps) {
  const pagePath = usePagePath();
  const kept = Object.entries(stockQueryParams(query)).filter(([name]) => !fields.includes(name as keyof StockQuery));
  return (
    <form method="get" action={pagePath('investor', { hash: anchor })} aria-label={label} className={className}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
