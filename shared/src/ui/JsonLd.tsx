import { serializeJsonLd } from '@azi/shared/seo/jsonLd';

/**
 * Schema.org data as a JSON-LD block. It is data, never executed, so the site's
 * Content-Security-Policy (no inline scripts) does not stop search engines reading it.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
