/**
 * The production build of the server (tools/build-server.mjs -> one CommonJS file) starts with
 * plain `node`, no TypeScript loader: our workspaces are inside the bundle, packages are required
 * from node_modules, and PGlite's worker still finds its module by path.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
// Inside the repository, so packages resolve from its node_modules as they do from site/server.
const outDir = path.join(repo, 'node_modules', '.cache', `azi-server-test-${process.pid}`);
const bundle = path.join(outDir, 'main.js');
let siteDir: string;
let server: ChildProcess | undefined;
let port = 0;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const built = spawnSync(process.execPath, [path.join(repo, 'tools', 'build-server.mjs')], {
    cwd: repo,
    env: { ...process.env, SERVER_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build-server failed: ${built.stderr || built.stdout}`);

  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-compiled-site-'));
  fs.mkdirSync(path.join(siteDir, 'shell', 'ssr'), { recursive: true });
  fs.writeFileSync(
    path.join(siteDir, 'shell', 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  // Not a renderer: pages then go out unrendered, which is all this test needs.
  fs.writeFileSync(path.join(siteDir, 'shell', 'ssr', 'render.js'), 'module.exports = {};');
  fs.writeFileSync(path.join(siteDir, 'remotes.json'), '{}');

  port = await freePort();
  server = spawn(process.execPath, [bundle], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      DATA_DIR: 'memory://',
      PUBLIC_URL: 'https://www.example.org',
      // Required in production: the console's own origin.
      CONSOLE_URL: 'https://admin.example.org',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the compiled server exited: ${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200) break;
    if (Date.now() > deadline) throw new Error(`the compiled server is not ready: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

it('bundles our workspaces and leaves packages to node_modules', () => {
  const code = fs.readFileSync(bundle, 'utf8');
  expect(code).not.toMatch(/require\("@azi\//);
  expect(code).not.toMatch(/require\("[^"]+\.tsx?"\)/);
  expect(code).toMatch(/require\("fastify"\)/);
  // Resolved at run time from the bundle's folder: PGlite's worker imports this path.
  expect(code).toMatch(/require\.resolve\("@electric-sql\/pglite"\)/);
});

it('serves the API over PGlite in its worker thread, in production mode', async () => {
  const health = await fetch(`http://127.0.0.1:${port}/api-official-web/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ data: { database: 'pglite' } });
  const list = await fetch(`http://127.0.0.1:${port}/api-official-web/media/findPage/1/2?lang=en`);
  expect(list.status).toBe(200);
  expect((await list.json()).data.list.length).toBeGreaterThan(0);
});

it('serves pages and its own files from SITE_DIR', async () => {
  expect((await fetch(`http://127.0.0.1:${port}/remotes.json`)).status).toBe(200);
  const page = await fetch(`http://127.0.0.1:${port}/en/service`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<link rel="canonical" href="https://www.example.org/en/service"');
});
