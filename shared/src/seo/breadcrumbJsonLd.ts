/** schema.org BreadcrumbList: each step's position (from 1), name and page; the last, the page itself, may have no URL. */
export function breadcrumbJsonLd(steps: readonly { name: string; url?: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}
