/**
 * The deployment files agree with the code: every public setting reaches the copies, the copies
 * have no port of their own and trust exactly one proxy hop, the shell is never in the releases
 * volume, the image runs compiled JavaScript as a non-root user, and nginx's limits are those of
 * the API. (`npm run cluster` runs these files for real; this test keeps them from drifting.)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_NAMES } from '@azi/shared/content/contentKinds';
import { CONTENT_TYPES } from '@azi/api/content/contentTypes';
import { BODY_LIMIT_BYTES, jsonBodyLimitFor } from '@azi/api/http/bodyLimit';
import { contentInputSchema } from '@azi/api/routes/admin/adminSchemas';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { envName } from '@azi/shared/config/settingEnvName';

const repo = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');
const compose = read('docker-compose.yml');
const dockerfile = read('Dockerfile');
const nginxSite = read('deploy/nginx-site.conf');
const nginxMain = read('deploy/nginx.conf');
const forwardingEdge = read('deploy/nginx-forwarding-edge.conf');
const forwardingBalancer = read('deploy/nginx-forwarding-balancer.conf');

/** The `site` service's block of the compose file, with the environment anchor it uses. */
function siteEnvironment(): string {
  const anchor = /^x-site-environment: &site-environment\n((?: {2}.*\n|\n)*)/m.exec(compose);
  if (!anchor?.[1]) throw new Error('docker-compose.yml has no x-site-environment anchor');
  return anchor[1];
}

function serviceBlock(name: string): string {
  const match = new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\n)*)`, 'm').exec(compose);
  if (!match?.[1]) throw new Error(`docker-compose.yml has no service ${name}`);
  return match[1];
}

/** nginx sizes (64k, 2m) in bytes. */
function bytes(size: string): number {
  const match = /^(\d+)([kKmM]?)$/.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  return (
    Number(match[1]) * (match[2]?.toLowerCase() === 'm' ? 1024 * 1024 : match[2]?.toLowerCase() === 'k' ? 1024 : 1)
  );
}

describe('docker-compose.yml', () => {
  const environment = siteEnvironment();

  it.each([...Object.keys(DEFAULT_SITE_CONFIG).map(envName), 'OFFICIAL_ACCOUNT_URL'])(
    'passes the public setting %s through',
    (name) => {
      expect(environment).toMatch(new RegExp(`^ {2}${name}: \\$\\{${name}:-\\}$`, 'm'));
    },
  );

  it.each([
    'ADMIN_TOKEN',
    'METRICS_TOKEN',
    'STOCK_GATEWAY_URL',
    'STOCK_APPCODE',
    'SEC_CIK',
    'SEC_USER_AGENT',
    'SEC_BASE_URL',
    'SEC_IMPORT_EVERY',
    'SMTP_URL',
    'MAIL_FROM',
    'MAIL_UNSUBSCRIBE_TO',
    'MAIL_LINK_SECRET',
  ])('passes %s through', (name) => {
    expect(environment).toMatch(new RegExp(`^ {2}${name}: \\$\\{${name}:-\\}$`, 'm'));
  });

  it('requires PUBLIC_URL, runs in production over PostgreSQL and trusts one proxy hop', () => {
    expect(environment).toMatch(/^ {2}PUBLIC_URL: \$\{PUBLIC_URL:\?[^}]+\}$/m);
    expect(environment).toMatch(/^ {2}NODE_ENV: production$/m);
    expect(environment).toMatch(/^ {2}DATABASE_URL: postgres:\/\/azi:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/azi$/m);
    // One hop (nginx) by default; 2 with a load balancer in front (NGINX_FORWARDING=balancer).
    expect(environment).toMatch(/^ {2}TRUST_PROXY: \$\{TRUST_PROXY:-1\}$/m);
    expect(environment).not.toMatch(/CAPTCHA_FIXED/);
  });

  it('requires CONSOLE_URL: the console answers only on its own name, which production must be told', () => {
    expect(environment).toMatch(/^ {2}CONSOLE_URL: \$\{CONSOLE_URL:\?[^}]+\}$/m);
  });

  it('requires POSTGRES_PASSWORD: no fixed password to fall back on, for the database or the copies', () => {
    expect(serviceBlock('db')).toMatch(/^ {6}POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?[^}]+\}$/m);
    expect(compose).not.toMatch(/POSTGRES_PASSWORD:-/);
  });

  it('runs two or more copies with no host port, behind nginx publishing 8080', () => {
    const site = serviceBlock('site');
    expect(site).toMatch(/environment: \*site-environment/);
    expect(site).not.toMatch(/^ {4}ports:/m);
    expect(Number(/replicas: (\d+)/.exec(site)?.[1])).toBeGreaterThanOrEqual(2);
    const nginx = serviceBlock('nginx');
    expect(nginx).toMatch(/- '8080:8080'/);
    expect(nginx).toMatch(/deploy\/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro/);
    expect(nginx).toMatch(/deploy\/nginx-site\.conf:\/etc\/nginx\/azi-site\.conf:ro/);
  });

  it('keeps releases in a volume at SITE_DIR, never over the image’s own site folder', () => {
    expect(environment).toMatch(/^ {2}SITE_DIR: \/srv\/site$/m);
    expect(serviceBlock('site')).toMatch(/- site-releases:\/srv\/site$/m);
    expect(compose).not.toMatch(/:\/app\/site\b/);
  });
});

describe('.env (the compose settings, secrets among them)', () => {
  const lines = (file: string) =>
    read(file)
      .split('\n')
      .map((line) => line.trim());

  it('is never committed', () => {
    const ignored = (file: string) =>
      spawnSync('git', ['check-ignore', '-q', '--no-index', file], { cwd: repo }).status === 0;
    expect(ignored('.env')).toBe(true);
    expect(ignored('.env.production')).toBe(true);
    expect(ignored('deploy/.env')).toBe(true);
    expect(ignored('.env.example')).toBe(false);
  });

  it('never reaches the image: the build stage copies the whole folder', () => {
    expect(dockerfile).toMatch(/^COPY \. \.$/m);
    expect(lines('.dockerignore')).toEqual(expect.arrayContaining(['.env', '.env.*', '**/.env', '**/.env.*']));
  });
});

describe('Dockerfile', () => {
  const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));

  it('builds in one stage and runs compiled JavaScript with production dependencies in another', () => {
    expect(dockerfile).toMatch(/FROM \S+ AS build/);
    expect(dockerfile).toMatch(/RUN npm run build && npm run build:server/);
    expect(runtime).toMatch(/npm install --omit=dev/);
    expect(runtime).toMatch(/COPY --from=build \/app\/site \.\/site/);
    expect(runtime).toMatch(/exec node site\/server\/main\.js/);
    expect(runtime).not.toMatch(/tsx/);
    expect(runtime).toMatch(/NODE_ENV=production/);
  });

  it('runs as a non-root user with a health check on /ready', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/ready/m);
  });
});

describe('nginx', () => {
  it('serves both names from one server block and passes the name the client asked for, nothing a client claims', () => {
    expect(nginxMain.match(/^\s*server \{/gm)).toHaveLength(1);
    expect(nginxMain).not.toMatch(/^\s*server_name\b/m);
    expect(nginxSite).toMatch(/^proxy_set_header Host \$host;$/m);
    expect(nginxSite).toMatch(/^proxy_set_header X-Forwarded-Host "";$/m);
  });

  it('has the API’s body limits: 64 KB in public, the largest admin article on the admin routes', () => {
    const sizes = [...nginxSite.matchAll(/client_max_body_size (\S+);/g)].map((m) => bytes(m[1] ?? ''));
    const largestAdminBody = Math.max(
      ...CONTENT_NAMES.map((name) => jsonBodyLimitFor(contentInputSchema(CONTENT_TYPES[name]))),
    );
    expect(sizes[0]).toBe(BODY_LIMIT_BYTES);
    const admin = /location \/api-official-web\/admin\/ \{[^}]*client_max_body_size (\S+);/.exec(nginxSite)?.[1];
    expect(bytes(admin ?? '0')).toBeGreaterThanOrEqual(largestAdminBody);
  });

  it('keeps kept-alive upstream connections under the copies’ limits, and does not compress twice', () => {
    expect(nginxSite).toMatch(/^gzip off;/m);
    // The copies: keepAliveTimeout 10 s, maxRequestsPerSocket 1000 (server/src/site.ts).
    expect(Number(/keepalive_timeout (\d+)s;/.exec(nginxMain)?.[1])).toBeLessThan(10);
    expect(Number(/keepalive_requests (\d+);/.exec(nginxMain)?.[1])).toBeLessThan(1000);
  });

  it('as the edge, states the client address itself (a client’s own X-Forwarded-For is dropped) and its own scheme', () => {
    expect(nginxSite).toMatch(/^proxy_set_header X-Forwarded-For \$azi_forwarded_for;$/m);
    expect(nginxSite).toMatch(/^proxy_set_header X-Forwarded-Proto \$azi_forwarded_proto;$/m);
    expect(nginxSite).toMatch(/^proxy_set_header X-Real-IP "";$/m);
    expect(nginxSite).not.toMatch(/\$(remote_addr|proxy_add_x_forwarded_for|http_x_forwarded)/);
    expect(forwardingEdge).toMatch(/^set \$azi_forwarded_for \$remote_addr;$/m);
    expect(forwardingEdge).toMatch(/^set \$azi_forwarded_proto \$scheme;$/m);
    expect(forwardingEdge).not.toMatch(/proxy_add_x_forwarded_for|http_x_forwarded/);
  });

  it('behind a load balancer, appends to the balancer’s chain and passes its scheme (http or https only)', () => {
    expect(forwardingBalancer).toMatch(/^set \$azi_forwarded_for \$proxy_add_x_forwarded_for;$/m);
    expect(forwardingBalancer).toMatch(/^set \$azi_forwarded_proto \$scheme;$/m);
    expect(forwardingBalancer).toMatch(
      /^if \(\$http_x_forwarded_proto ~ "\^\(https\?\)\$"\) \{\s*set \$azi_forwarded_proto \$1;\s*\}/m,
    );
  });

  it('limits the requests in flight and the free-text pages per client, the client as the forwarding file names it', () => {
    expect(nginxMain).toMatch(/^ *limit_conn_zone \$azi_client zone=azi_per_client:\d+m;$/m);
    expect(nginxSite).toMatch(/^limit_conn azi_per_client \d+;$/m);
    expect(nginxSite).toMatch(/^limit_conn_status 503;$/m);
    expect(nginxMain).toMatch(/^ *limit_req_zone \$azi_free_text_client zone=azi_free_text:\d+m rate=\d+r\/s;$/m);
    expect(nginxMain).toMatch(
      /map "\$uri\?\$args" \$azi_free_text_client \{[^}]*\(\?:q\|keyword\)=" \$azi_client;\s*default "";\s*\}/,
    );
    expect(nginxSite).toMatch(/^limit_req zone=azi_free_text burst=\d+ nodelay;$/m);
    expect(nginxSite).toMatch(/^limit_req_status 503;$/m);
    expect(forwardingEdge).toMatch(/^set \$azi_client \$binary_remote_addr;$/m);
    expect(forwardingBalancer).toMatch(/^ *set \$azi_client \$1;$/m);
  });

  it('takes the forwarding file compose mounts (NGINX_FORWARDING, edge by default) in the server block, before the site rules', () => {
    expect(nginxMain).toMatch(/include \/etc\/nginx\/azi-forwarding\.conf;\s*include \/etc\/nginx\/azi-site\.conf;/);
    expect(serviceBlock('nginx')).toMatch(
      /- \.\/deploy\/nginx-forwarding-\$\{NGINX_FORWARDING:-edge\}\.conf:\/etc\/nginx\/azi-forwarding\.conf:ro$/m,
    );
  });

  it('streams release uploads to the copy unbuffered: the copy checks the token first and unpacks as the bytes arrive', () => {
    const releases = /location \/admin\/releases \{([^}]*)\}/.exec(nginxSite)?.[1] ?? '';
    expect(releases).toMatch(/^\s*proxy_request_buffering off;/m);
    expect(releases).toMatch(/^\s*proxy_next_upstream off;/m);
  });

  it('forwards only what the copies parse: known methods, headers within their 16 KB', () => {
    // Anything the copies' HTTP parser refuses ends in a reset, which nginx counts as a failed copy.
    expect(nginxSite).toMatch(
      /if \(\$request_method !~ \^\(\?:GET\|HEAD\|POST\|PUT\|DELETE\|PATCH\|OPTIONS\)\$\) \{\s*return 405;/,
    );
    const first = bytes(/client_header_buffer_size (\S+);/.exec(nginxSite)?.[1] ?? '1k');
    const [, count, size] = /large_client_header_buffers (\d+) (\S+);/.exec(nginxSite) ?? [];
    // nginx adds X-Forwarded-For, X-Real-IP, X-Forwarded-Proto and X-Request-Id (under 300 bytes).
    expect(first + Number(count) * bytes(size ?? '0') + 300).toBeLessThan(16 * 1024);
  });
});
