import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description?: string;
}

/** Sets the tab title and meta description of the page that calls it (after render). */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
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
