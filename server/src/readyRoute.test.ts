import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { registerReadyRoute } from './readyRoute';

let app: FastifyInstance;
let shellDir: string;
let databaseUp = true;
let warm = true;

beforeEach(async () => {
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-route-'));
  app = Fastify();
  // The API's health route, as the site server mounts it.
  app.get(`${API_PREFIX}/health`, async (_request, reply) => reply.code(databaseUp ? 200 : 503).send({}));
  registerReadyRoute(app, shellDir, () => warm);
  await app.ready();
});
afterEach(async () => {
  await app.close();
  fs.rmSync(shellDir, { recursive: true, force: true });
  databaseUp = true;
  warm = true;
});

const buildShell = () => {
  fs.mkdirSync(path.join(shellDir, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(shellDir, 'ssr', 'render.js'), '');
};

it('is ready when the database answers and a shell is built, and is never cached', async () => {
  buildShell();
  const ready = await app.inject('/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ ready: true, database: true, shell: true, renderers: true });
  expect(ready.headers['cache-control']).toBe('no-store');
});

it('is not ready without the shell, or without its server renderer', async () => {
  expect((await app.inject('/ready')).json()).toEqual({ ready: false, database: true, shell: false, renderers: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html>');
  const half = await app.inject('/ready');
  expect(half.statusCode).toBe(503);
  expect(half.json()).toMatchObject({ shell: false });
});

it('is not ready while the database does not answer', async () => {
  buildShell();
  databaseUp = false;
  const answer = await app.inject('/ready');
  expect(answer.statusCode).toBe(503);
  expect(answer.json()).toEqual({ ready: false, database: false, shell: true, renderers: true });
});

it('is not ready until every section has drawn its first page (the render workers have started)', async () => {
  buildShell();
  warm = false;
  const answer = await app.inject('/ready');
  expect(answer.statusCode).toBe(503);
  expect(answer.json()).toEqual({ ready: false, database: true, shell: true, renderers: false });
});
