import { createContext, useContext } from 'react';

/**
 * What a page tells the server about itself while it renders: the HTTP status (an article id
 * that does not exist is a 404) and the head it wants (an article's own title). The browser has
 * no report (null): there the same calls act on the live document instead.
 */
export interface RenderFacts {
  status?: number;
  title?: string;
  description?: string;
}

/** The server's collector of those facts: components record into it, the server reads the fields. */
export interface RenderReport extends RenderFacts {
  record(facts: RenderFacts): void;
}

export function createRenderReport(): RenderReport {
  const report: RenderReport = {
    record(facts) {
      Object.assign(report, facts);
    },
  };
  return report;
}

export const RenderReportContext = createContext<RenderReport | null>(null);

/** Marks the response with an HTTP status (server only; a no-op in the browser). */
export function useHttpStatus(status: number | undefined): void {
  const report = useContext(RenderReportContext);
  if (report && status !== undefined) report.record({ status });
}
