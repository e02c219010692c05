import type { FormEvent, ReactNode } from 'react';
import { useSiteNavigate } from '@azi/shared/routing/navigation';
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
 * A GET form of the investor page: without JavaScript the browser loads the page with the new
 * query (the server renders the answer); once started, it moves there in place.
 */
export function StockQueryForm({ query, fields, anchor, label, className, children }: StockQueryFormProps) {
  const pagePath = usePagePath();
  const navigate = useSiteNavigate();
  const kept = Object.entries(stockQueryParams(query)).filter(([name]) => !fields.includes(name as keyof StockQuery));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value !== '') search.append(name, value);
    navigate(`${pagePath('investor')}?${search.toString()}#${anchor}`, { preventScrollReset: true });
  };
  return (
    <form method="get" action={pagePath('investor', { hash: anchor })} aria-label={label} className={className} onSubmit={submit}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
