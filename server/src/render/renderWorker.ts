/**
 * A render worker: a child process of the site server that runs the shell's server renderer and
 * one section's server build, and nothing else. It is started by workerProcess.ts inside an OS
 * sandbox where there is one (sandbox.ts) and under Node's permission model (reads only in the
 * shell's build, its section's version folder and the server's packages; no writes, no child
 * processes, no worker threads) with an environment that holds no secret. It has no database and
 * no token: a page's API calls go to the parent over the worker's channel (channel.ts), which
 * answers them from the public API. Built into site/server/render-worker.js (tools/build-server.mjs).
 *
 *   node --experimental-permission --allow-fs-read=… render-worker.js <site folder>   (channel on fd 3)
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import net from 'node:net';
import path from 'node:path';
import type { RemoteModule } from '@azi/shared/contract/remote';
import type { RemoteName } from '@azi/shared/routing/sitePages';
import {
  type LoadedRemote,
  preloadServerPackages,
  readRemoteVersion,
  RemoteServerModules,
  ShellRendererFile,
  type ShellRendererModule,
} from './serverBundles';
import { messageOf } from './errorMessage';
import { CHANNEL_FD, encodeFrame, FrameReader } from './channel';
import {
  type Answer,
  type ApiReply,
  type FromWorker,
  type Job,
  MAX_FRAME_BYTES,
  PRELOAD_ARG,
  type RenderAnswer,
  SERVER_PROVIDED_PACKAGES,
  type ToWorker,
} from './protocol';

// bubblewrap sets PWD whatever it is told: the worker's environment is NODE_ENV (and TZ) alone.
delete process.env.PWD;
const siteDir = process.argv[2] ?? '';
let channel: net.Socket;
try {
  if (!siteDir) throw new Error('no site folder');
  channel = new net.Socket({ fd: CHANNEL_FD, readable: true, writable: true });
} catch {
  console.error('render-worker: start it from the site server, with its channel on descriptor 3');
  process.exit(2);
}

const send = (message: FromWorker) => channel.write(encodeFrame(message));

let rendererError: string | undefined;
const rendererFile = new ShellRendererFile(path.join(siteDir, 'shell', 'ssr', 'render.js'), (error) => {
  rendererError = messageOf(error);
});
const remotes = new RemoteServerModules(siteDir);

/** The job whose render is making an API call (the parent adds that job's grant, if any). */
const currentJob = new AsyncLocalStorage<number>();
const pendingApi = new Map<number, (reply: ApiReply) => void>();
let nextApiId = 1;
let configured: ShellRendererModule | undefined;

function renderer(): ShellRendererModule | undefined {
  const current = rendererFile.get();
  if (current && current !== configured) {
    current.setApiTransport(
      (call) =>
        new Promise<ApiReply>((resolve) => {
          const id = nextApiId++;
          pendingApi.set(id, resolve);
          send({ type: 'api', id, job: currentJob.getStore() ?? 0, call });
        }),
    );
    configured = current;
  }
  return current;
}

/** Versions under check (the throw-away worker of one upload's check), loaded once per folder. */
const uploads = new Map<string, Promise<LoadedRemote | Error>>();

async function uploadedVersion(
  dir: string,
  name: RemoteName,
  baseUrl: string,
  current: ShellRendererModule,
): Promise<LoadedRemote | Error> {
  let loading = uploads.get(dir);
  if (!loading) {
    loading = readRemoteVersion(dir, name, baseUrl, current);
    uploads.set(dir, loading);
  }
  const version = await loading;
  // It renders with its own text, in this worker only.
  if (!(version instanceof Error)) current.activateRemoteText(version.module.namespace, version.text);
  return version;
}

async function render(job: Extract<Job, { kind: 'render' }>): Promise<RenderAnswer> {
  const answer: RenderAnswer = {
    kind: 'render',
    rendered: false,
    html: '',
    data: {},
    errors: [],
    remoteErrors: [],
    stylesheets: [],
    stylesheetTwins: [],
  };
  const current = renderer();
  if (!current) {
    if (rendererError) answer.errors.push(`the shell's server renderer does not load: ${rendererError}`);
    return answer;
  }
  const loaded: Partial<Record<RemoteName, RemoteModule>> = {};
  for (const [name, ref] of Object.entries(job.remotes) as [
    RemoteName,
    NonNullable<(typeof job.remotes)[RemoteName]>,
  ][]) {
    const remote = ref.dir
      ? await uploadedVersion(ref.dir, name, ref.baseUrl, current)
      : await remotes.load(name, `${ref.baseUrl}mf-manifest.json`, current);
    if (remote instanceof Error) {
      answer.remoteErrors.push({ remote: name, message: messageOf(remote) });
      continue;
    }
    loaded[name] = remote.module;
    answer.stylesheets.push(...remote.stylesheets);
    answer.stylesheetTwins.push(...remote.stylesheetTwins);
  }
  const output = await current.renderPage({ url: job.url, config: job.config, remotes: loaded });
  answer.rendered = true;
  answer.html = output.html;
  answer.data = output.data;
  answer.errors.push(...output.errors.map(messageOf));
  answer.status = output.report.status;
  answer.title = output.report.title;
  answer.description = output.report.description;
  return answer;
}

async function run(job: Job): Promise<Answer> {
  switch (job.kind) {
    case 'render':
      return render(job);
    case 'shell': {
      const current = renderer();
      if (!current) return { kind: 'shell', loaded: false };
      return {
        kind: 'shell',
        loaded: true,
        sharedModules: Object.keys(current.sharedModules),
        federationRuntimeVersion: current.federationRuntimeVersion,
      };
    }
    case 'load': {
      const current = renderer();
      if (!current)
        return {
          kind: 'load',
          problem: `the shell's server renderer does not load${rendererError ? `: ${rendererError}` : ''}`,
        };
      const version = await uploadedVersion(job.remote.dir, job.name, job.remote.baseUrl, current);
      return { kind: 'load', problem: version instanceof Error ? messageOf(version) : undefined };
    }
  }
}

function receive(message: ToWorker): void {
  if (message.type === 'api-reply') {
    const resolve = pendingApi.get(message.id);
    pendingApi.delete(message.id);
    resolve?.(message.reply);
    return;
  }
  const { id, job } = message;
  currentJob.run(id, () =>
    run(job).then(
      (answer) => send({ type: 'done', id, answer }),
      (error: unknown) => send({ type: 'failed', id, message: messageOf(error) }),
    ),
  );
}

// The parent's messages are its own; a broken frame means the channel is broken: the worker ends.
const reader = new FrameReader(
  MAX_FRAME_BYTES,
  (message) => receive(message as ToWorker),
  () => process.exit(3),
);
channel.on('data', (chunk: Buffer) => reader.push(chunk));
// The parent going away ends the worker (no orphan keeps a port's site folder open).
channel.on('close', () => process.exit(0));
channel.on('error', () => process.exit(0));
// The shell's renderer (and, in the pool's long-lived workers, the lent packages its versions'
// server builds require) is loaded before the worker says it is ready: no render waits for it. A
// worker started for one job (a preview) loads only what that job needs.
renderer();
const preloadArg = process.argv.find((arg) => arg.startsWith(`${PRELOAD_ARG}=`));
if (preloadArg) {
  const asked = preloadArg.slice(PRELOAD_ARG.length + 1).split(',');
  try {
    preloadServerPackages(SERVER_PROVIDED_PACKAGES.filter((name) => asked.includes(name)));
  } catch (error) {
    // A render that needs the package reports the problem itself.
    console.error(`render-worker: a lent package does not load: ${messageOf(error)}`);
  }
}
send({ type: 'ready' });
