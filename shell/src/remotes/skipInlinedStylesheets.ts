/**
 * A federation runtime plugin of the shell: when a remote's page loads, the runtime fetches and
 * links the exposed module's style sheets named by its manifest. A page the server rendered already
 * has them, inlined as <style data-href="…"> (the marker webpack's own CSS loader honours); linking
 * them again cost a request and a restyle of the whole page during hydration, per sheet.
 */

/** Whether the page already carries the style sheet at `url`, inlined by the server. */
export function isInlinedStylesheet(url: string, doc: Document = document): boolean {
  if (!url.endsWith('.css')) return false;
  const { pathname } = new URL(url, doc.baseURI);
  return Array.from(doc.querySelectorAll('style[data-href]')).some(
    (style) => style.getAttribute('data-href') === pathname,
  );
}

interface PreloadOps {
  preloadOps: { filter?: (assetUrl: string) => boolean }[];
}

export default function skipInlinedStylesheets(): {
  name: string;
  beforePreloadRemote<T extends PreloadOps>(args: T): T;
} {
  return {
    name: 'azi-skip-inlined-stylesheets',
    beforePreloadRemote(args) {
      for (const ops of args.preloadOps) {
        const earlier = ops.filter;
        ops.filter = (url) => !isInlinedStylesheet(url) && (earlier ? earlier(url) : true);
      }
      return args;
    },
  };
}
