import { PassThrough } from 'node:stream';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { setServerAdapter } from '@azi/shared/api/client';
import type { LocaleTree } from '@azi/shared/contract/remote';
import type { ApiTransport, RenderInput, RenderOutput, ShellRenderer } from '@azi/shared/contract/shellRenderer';
import { createPageDataStore } from '@azi/shared/data/pageDataStore';
import { createRenderReport } from '@azi/shared/data/renderReport';
import { i18n } from '@azi/shared/i18n/instance';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import { SiteRoutes } from '../App';
import type { RemoteSource } from '../remotes/RemoteSource';
import { registerAllShellText } from '../text/allShellText';

/**
 * The shell's renderer, built for Node (webpack's server build) and loaded by the site server
 * from site/shell/ssr/render.js. It renders a whole page, waiting for every piece of data the page
 * asks for, and hands back the HTML of #root with the data the browser needs to hydrate it.
 */

interface WebpackContext {
  keys(): string[];
  (id: string): unknown;
}
declare const require: { context(directory: string, recursive: boolean, filter: RegExp): WebpackContext };

/**
 * Every module of `@azi/shared`, by the name remotes import it with. A remote's server build
 * leaves `@azi/shared/...` out and the site server hands it these, so the shell and the remotes
 * share one i18n instance, one set of React contexts and one API client on the server too.
 */
export const sharedModules: Record<string, unknown> = (() => {
  const context = require.context('../../../shared/src', true, /^\.\/(?!testing\/)(?!.*\.test\.tsx?$).*\.tsx?$/);
  const modules: Record<string, unknown> = {};
  for (const key of context.keys()) modules[`@azi/shared/${key.slice(2).replace(/\.tsx?$/, '')}`] = context(key);
  return modules;
})();

/**
 * The federation runtime this shell's browser build lends to the remotes (provideFederationRuntime):
 * a remote built to borrow it may go live only beside a shell that lends a compatible one.
 */
export const federationRuntimeVersion: string = __FEDERATION_RUNTIME__;

registerAllShellText();

/**
 * A remote version becomes the one the server renders with: its strings replace the previous
 * version's (i18next would otherwise keep the first version's namespace forever).
 */
export function activateRemoteText(namespace: string, text: Record<Lang, LocaleTree>): void {
  for (const lang of LANGS) i18n.addResourceBundle(lang, namespace, text[lang], false, true);
}

/**
 * On the server the API client calls the content API in the same process (Fastify's inject: no
 * socket, no port), through an axios adapter over `transport`; axios parses and checks the answer
 * as it does in the browser.
 */
export function setApiTransport(transport: ApiTransport): void {
  const adapter: AxiosAdapter = async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers ?? {}).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri({ ...config, baseURL: config.baseURL ?? API_PREFIX }),
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: AxiosHeaders.from(answer.headers as Record<string, string>),
      config,
      request: {},
    };
    const valid = config.validateStatus
      ? config.validateStatus(answer.status)
      : answer.status >= 200 && answer.status < 300;
    if (!valid) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
  setServerAdapter(adapter);
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}

export async function renderPage({ url, config, remotes, dataTimeoutMs = 8000 }: RenderInput): Promise<RenderOutput> {
  const store = createPageDataStore({ onServer: true, timeoutMs: dataTimeoutMs });
  const report = createRenderReport();
  const errors: unknown[] = [];
  const source: RemoteSource = {
    get(name) {
      const module = remotes[name];
      if (!module) throw new Error(`${name} has no server build loaded`);
      return module;
    },
  };
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <SiteRoutes config={config} store={store} remotes={source} report={report} />
    </StaticRouter>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, whatever its size: React would otherwise move large sections to the
      // end of the document and reveal them with inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await streamToString(prelude);
  return { html, report, data: store.serialize(), errors };
}

/** What the site server's render workers know of this module: its contract, checked here. */
export const shellRenderer = {
  sharedModules,
  federationRuntimeVersion,
  activateRemoteText,
  setApiTransport,
  renderPage,
} satisfies ShellRenderer;
