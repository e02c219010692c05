import fs from 'node:fs';
import path from 'node:path';
import { withoutStylesheetLinks } from './pageHtml';
import { inlineScriptHashes } from './securityHeaders';

/**
 * The shell build's own CSS files, as its `stylesheets.json` lists them. The folder also holds
 * earlier builds' files (kept for pages already open), which must not be inlined with them.
 */
export function currentStylesheets(shellDir: string): string[] {
  try {
    const listed: unknown = JSON.parse(fs.readFileSync(path.join(shellDir, 'stylesheets.json'), 'utf8'));
    if (Array.isArray(listed) && listed.every((file) => typeof file === 'string' && /^[\w.-]+\.css$/.test(file)))
      return listed as string[];
  } catch {
    // A build from before the list existed: its folder has one build's files.
  }
  return fs
    .readdirSync(shellDir)
    .filter((file) => file.endsWith('.css'))
    .sort();
}

/**
 * The page a shell style sheet belongs to, when it belongs to one: the chunks of the shell's own
 * pages are named `page-<key>` (shell/src/pages/shellPages.ts), and their CSS is inlined on that
 * page only. Undefined for the sheets every page carries.
 */
export function stylesheetPage(href: string): string | undefined {
  return /^\/page-([a-zA-Z]+)\.[0-9a-f]+\.css$/.exec(href)?.[1];
}

/** The shell's page template as the server fills it, with the shell's own style sheets. */
export interface ShellTemplate {
  /** The index.html's modification time: a new shell build is a new template. */
  mtimeMs: number;
  html: string;
  /** The shell's sheets every page carries. */
  stylesheets: string[];
  /** The CSP sources of the scripts written into the template (its start script): pages are sent with them. */
  scriptHashes: string[];
  /** The sheets of one shell page each (stylesheetPage), by page key. */
  pageStylesheets: Record<string, string[]>;
}

/** The shell's sheets a page carries: every page's, then its own (the build's order). */
export function stylesheetsOfPage(shell: ShellTemplate, page: string | undefined): string[] {
  return [...shell.stylesheets, ...((page && shell.pageStylesheets[page]) || [])];
}

/**
 * The shell's index.html, read again whenever a new build replaces it (looked at on every
 * request: a new shell under a running server is served at once); undefined before a build.
 */
export function shellTemplate(shellDir: string): () => ShellTemplate | undefined {
  const indexFile = path.join(shellDir, 'index.html');
  let template: ShellTemplate | undefined;
  return () => {
    try {
      const stat = fs.statSync(indexFile);
      if (!template || template.mtimeMs !== stat.mtimeMs) {
        const all = currentStylesheets(shellDir).map((file) => `/${file}`);
        const stylesheets: string[] = [];
        const pageStylesheets: Record<string, string[]> = {};
        for (const href of all) {
          const page = stylesheetPage(href);
          if (page === undefined) stylesheets.push(href);
          else (pageStylesheets[page] ??= []).push(href);
        }
        const html = withoutStylesheetLinks(fs.readFileSync(indexFile, 'utf8'), all);
        template = {
          mtimeMs: stat.mtimeMs,
          html,
          stylesheets,
          scriptHashes: inlineScriptHashes(html),
          pageStylesheets,
        };
      }
      return template;
    } catch {
      return undefined;
    }
  };
}

/**
 * Style sheets are inlined into the page (style-src allows it): the first paint waits for no
 * request but the page's own. Their files are content-hashed, so a text read once stays right.
 * Returns the sheet's text by its URL (/x.css for the shell's, /remotes/... for a remote's), or
 * undefined when it cannot be read (the page then links it).
 */
export function cssInliner(siteDir: string): (href: string) => { href: string; css: string | undefined } {
  const cssText = new Map<string, string | undefined>();
  return (href) => {
    if (!cssText.has(href)) {
      let text: string | undefined;
      // Inside the site's shell or remotes folder, whatever the address says (the last word on
      // it: pageRoute accepts only the page's own version folders from a worker).
      const base = path.resolve(siteDir, href.startsWith('/remotes/') ? 'remotes' : 'shell');
      const file = path.resolve(siteDir, href.startsWith('/remotes/') ? '' : 'shell', href.replace(/^\/+/, ''));
      try {
        if (!file.startsWith(base + path.sep) || !file.endsWith('.css'))
          throw new Error('not a style sheet of the site');
        text = fs.readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      } catch {
        text = undefined;
      }
      if (cssText.size > 200) cssText.clear();
      cssText.set(href, text);
    }
    return { href, css: cssText.get(href) };
  };
}
