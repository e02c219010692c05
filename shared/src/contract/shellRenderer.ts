import type { SiteConfig } from '@azi/shared/config/siteConfig';
import type { SerializedSettled } from '@azi/shared/data/pageDataStore';
import type { RenderReport } from '@azi/shared/data/renderReport';
import type { Lang } from '@azi/shared/i18n/languages';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import type { LocaleTree, RemoteModule } from '@azi/shared/contract/remote';

/**
 * What the shell's server build (site/shell/ssr/render.js, from shell/src/server/renderPage.tsx)
 * offers the site server's render workers: the site server knows the shell only by this, as it
 * knows a remote only by `RemoteModule`. The shell's module is checked against it where it is
 * written (`satisfies ShellRenderer`).
 */
export interface ShellRenderer {
  /** Every module of `@azi/shared` by the name remotes import it with, lent to their server builds. */
  sharedModules: Record<string, unknown>;
  /** The federation runtime the shell's browser build lends to remotes. */
  federationRuntimeVersion: string;
  /** A remote version's strings replace the previous version's under its namespace. */
  activateRemoteText(namespace: string, text: Record<Lang, LocaleTree>): void;
  /** How the shell's API client reaches the content API in the server's own process. */
  setApiTransport(transport: ApiTransport): void;
  renderPage(input: RenderInput): Promise<RenderOutput>;
}

/** One HTTP exchange with the content API, answered in the site server's own process. */
export type ApiTransport = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}>;

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  config: SiteConfig;
  /** The remotes' server modules loaded for this page (the registry's current versions). */
  remotes: Partial<Record<RemoteName, RemoteModule>>;
  /** The longest a page waits for one API answer (ms). */
  dataTimeoutMs?: number;
}

export interface RenderOutput {
  /** The inner HTML of #root. */
  html: string;
  /** What the page reported: its status (404 for an unknown article) and its own title. */
  report: RenderReport;
  /** The answers the page used, for the boot block. */
  data: Record<string, SerializedSettled>;
  /** Parts React could not render here (a remote that failed to load): the browser renders them. */
  errors: unknown[];
}
