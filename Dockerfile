# syntax=docker/dockerfile:1
# The site server image: the built shell and remotes, the server compiled to JavaScript, and
# production dependencies only. Used by docker-compose.yml (several copies behind nginx).
#
#   docker build -t azi-site .
#   docker run -e PUBLIC_URL=https://www.example.org -p 8080:8080 azi-site     (one copy, embedded PGlite)

# ---- build: everything (dev dependencies included), then the site and the server ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change. `npm install`, not
# `npm ci`: the registry lacks some other platforms' optional binaries (@swc/core-*, …), so npm
# leaves them out of the lockfile and `npm ci` calls it out of sync; `npm install` gives the same tree.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY server/package.json server/
COPY release/package.json release/
COPY shell/package.json shell/
COPY mfe-introduce/package.json mfe-introduce/
COPY mfe-service/package.json mfe-service/
COPY mfe-careers/package.json mfe-careers/
COPY mfe-investor/package.json mfe-investor/
COPY mfe-media/package.json mfe-media/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY . .
# site/shell, site/remotes/<name>/<version>, site/remotes.json, then site/server/main.js.
RUN npm run build && npm run build:server

# ---- runtime: production dependencies of the server's workspaces, the built site, no tsx ----
FROM node:20-bookworm-slim AS runtime
# SITE_DIR: releases and the registry, a volume shared by every copy (deploy/prepare-site.mjs).
# DATA_DIR: only for a single container without DATABASE_URL (PGlite allows one process per folder).
# NODE_OPTIONS: stack traces in the logs name the TypeScript sources (site/server/main.js.map).
ENV NODE_ENV=production PORT=8080 SITE_DIR=/srv/site DATA_DIR=/srv/data/pglite NODE_OPTIONS=--enable-source-maps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY server/package.json server/
COPY release/package.json release/
COPY shell/package.json shell/
# The root's devDependencies go first, or npm keeps one (typescript, an optional peer of i18next)
# in the tree; the versions still come from the lockfile.
# bubblewrap: the render workers' OS sandbox (RENDER_SANDBOX; deploy/README.md says what the
# container needs for it to start).
RUN apt-get update \
 && apt-get install -y --no-install-recommends bubblewrap \
 && rm -rf /var/lib/apt/lists/*
RUN npm pkg delete devDependencies \
 && npm install --omit=dev --no-audit --no-fund -w shared -w api -w server -w release -w shell \
 && npm cache clean --force \
 && mkdir -p /srv/site /srv/data /srv/backups \
 && chown node:node /srv/site /srv/data /srv/backups
COPY --from=build /app/site ./site
COPY deploy/prepare-site.mjs ./deploy/prepare-site.mjs
# The code stays root's: the server process (user node) reads it and writes only to /srv.
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# sh only to chain the two; `exec` leaves node as PID 1, so SIGTERM reaches the server's own
# graceful close.
CMD ["sh", "-c", "node deploy/prepare-site.mjs && exec node site/server/main.js"]
