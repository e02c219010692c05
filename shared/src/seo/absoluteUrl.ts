/** An absolute URL on the public origin; the path alone when the origin is not known. */
export function absoluteUrl(siteUrl: string | undefined, path: string): string {
  return siteUrl ? new URL(path, `${siteUrl}/`).href : path;
}
