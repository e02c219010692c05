import { useContext, useEffect } from 'react';
import { RenderReportContext } from '@azi/shared/data/renderReport';

export interface DocumentMeta {
  title: string;
  description?: string;
}

/**
 * The tab title and meta description of the page that calls it: written into the served HTML
 * on the server, and into the live document after render in the browser.
 */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  const report = useContext(RenderReportContext);
  if (report) report.record({ ...(title ? { title } : {}), ...(description ? { description } : {}) });
  useEffect(() => {
    if (title) document.title = title;
    if (description) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.appendChild(tag);
      }
      tag.content = description;
    }
  }, [title, description]);
}
