#!/usr/bin/env node
// `pnpm bench:transfer` (the first part of `pnpm bench`): figures, not pass/fail. Builds the app,
// starts it on a free loopback port with a throw-away database, loads pages in Debian's Chromium
// and prints what they cost.
//
// Figures printed:
// - transfer: the gzip size (level 6) of every JS and CSS response the browser fetched to
//   render /auth/login, /admin/dashboard and the course list (what a browser downloads over a
//   compressing proxy); then the course list's and the sign-in page's JS by package, from the
//   build's source maps.
// - API latency (loopback, warm): signed in as the admin, each request is sent 5 times untimed,
//   then 50 times one after the other (at most ~20 s per request); p50/p95/max in ms (nearest
//   rank, fetch call to last byte of the body) and the `total` the answer reports; then the
//   course save and the refresh-cookie grant that every /admin load starts with.
// - start-up: spawning the compiled server (app and server already built) to its first 200, on
//   an empty database (so it includes the migrations and the demo seed) and again on the data
//   directory that first start left (PGlite); its resident memory idle after start, on PGlite
//   and on the PostgreSQL server when one answers on 127.0.0.1:5432.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium, signedInState } from './lib/browser.mjs';
import { bytesBySource } from './lib/bytes-by-source.mjs';
import { measureLatency, percentile, timedGet } from './lib/latency.mjs';
import { DEMO_ADMIN, DEV_CLIENT, signIn, startHangar } from './lib/server.mjs';

// Build first, on its own, so the server's start-up time is the server's alone.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('pnpm', ['--filter', '@hangar/backoffice', '--filter', '@hangar/api', 'build'], {
  cwd: root,
  encoding: 'utf8',
});
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(build.status ?? 1);
}

const server = await startHangar({ build: false, pollMs: 50 });
const browser = await launchChromium();
const rows = [];
/** The script files each measured page loaded, by its label. */
const scriptsOf = new Map();

async function measure(label, path, storageState) {
  // A new context per page: empty HTTP cache, only the session carried over.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const page = await context.newPage();
  const assets = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      // What crossed the wire: the encoded body as the server sent it (br/gzip when precompressed).
      const wire = (await res.request().sizes()).responseBodySize;
      assets.set(res.url(), { type, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, wire });
    } catch {
      // redirects and aborted requests have no body
    }
  });
  const started = performance.now();
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  const ms = Math.round(performance.now() - started);
  const sum = (type, key) =>
    [...assets.values()].filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
  scriptsOf.set(
    label,
    [...assets].filter(([, a]) => a.type === 'script').map(([url]) => new URL(url).pathname.split('/').pop()),
  );
  rows.push({
    page: label,
    'js gzip B': sum('script', 'gzip'),
    'css gzip B': sum('stylesheet', 'gzip'),
    'js wire B': sum('script', 'wire'),
    'js raw B': sum('script', 'raw'),
    'css raw B': sum('stylesheet', 'raw'),
    files: assets.size,
    'load ms': ms,
  });
  await context.close();
}

/** Signed in as the demo admin, as a person would. */
const adminSession = () => signedInState(browser, server.url, DEMO_ADMIN);

const API = {
  warmup: 5,
  count: 50,
  capMs: 20_000,
};

async function authHeaders() {
  return { authorization: `Bearer ${await signIn(server.url)}`, accept: 'application/json' };
}

/** `data.total` of a page; the length of an unpaged list; the modules/subjects of a course. */
function totalOf(json) {
  const data = json?.data;
  if (Array.isArray(data)) return data.length;
  if (typeof data?.total === 'number') return data.total;
  if (Array.isArray(data?.modulos)) {
    const assuntos = data.modulos.reduce((n, m) => n + m.assuntos.length, 0);
    return `${data.modulos.length} mód. / ${assuntos} assuntos`;
  }
  return '—';
}

/** The course of the list's first page with the most subjects (its detail is the largest). */
async function richestCourse(headers) {
  const json = async (url) =>
    JSON.parse(Buffer.from((await timedGet(url, { headers })).body).toString('utf8'));
  let best;
  for (const curso of (await json(`${server.url}/api/curso?page=1&per_page=15`)).data.data) {
    const { data } = await json(`${server.url}/api/curso/${curso.uuid}`);
    const assuntos = data.modulos.reduce((n, m) => n + m.assuntos.length, 0);
    if (assuntos > 0 && assuntos > (best?.assuntos ?? 0)) best = { ...curso, assuntos };
  }
  if (!best) throw new Error('no course of the first page has modules with subjects');
  return best;
}

async function apiLatency() {
  const headers = await authHeaders();
  const curso = await richestCourse(headers);
  const requests = [
    '/api/curso?page=1&per_page=15',
    '/api/curso?page=1&per_page=15&query=piloto&situacao[]=Ativo',
    '/api/questao?page=1&per_page=15',
    '/api/questao?page=3&per_page=15&titulo=vento&situacao[]=Classificada',
    '/api/questao/simple?titulo=a&per_page=100',
    '/api/tenant?page=1&per_page=15',
    '/api/cidade?estado_id=25',
    `/api/curso/${curso.uuid}`,
  ];
  const ms = (v) => Math.round(v * 10) / 10;
  const table = [];
  for (const request of requests) {
    const label = `GET ${request.replace(curso.uuid, ':uuid')}`;
    try {
      const { samples, bytes, json } = await measureLatency(`${server.url}${request}`, {
        headers,
        warmup: API.warmup,
        count: API.count,
        capMs: API.capMs,
      });
      table.push({
        request: label,
        'p50 ms': ms(percentile(samples, 50)),
        'p95 ms': ms(percentile(samples, 95)),
        'max ms': ms(samples.at(-1)),
        n: samples.length,
        total: totalOf(json),
        'body B': bytes,
      });
    } catch (error) {
      process.exitCode = 1;
      table.push({ request: label, error: String(error?.message ?? error).slice(0, 120) });
    }
  }
  console.log(
    `\nAPI latency (loopback, warm): ${API.warmup} warm-up + up to ${API.count} sequential calls ` +
      `each (cap ${API.capMs / 1000} s), as admin@hangar.dev; :uuid = “${curso.nome}”`,
  );
  console.table(table);
  console.log('total: data.total of a page, the length of an unpaged list, the modules/subjects of a course');
}

/**
 * A course of 50 modules × 20 subjects: created once (the server's first, cold), `CREATES` more
 * times, then the first saved back unchanged `SAVES` times one after the other (each with the
 * `updated_at` of the last answer). Times are loopback round trips, an upper bound of the
 * server's own time. Goal: ≤ 150 ms.
 */
async function courseSave() {
  const SAVES = 10;
  const CREATES = 5;
  const headers = {
    ...(await authHeaders()),
    'content-type': 'application/json',
    'accept-encoding': 'identity',
  };
  const modulos = Array.from({ length: 50 }, (_, m) => ({
    id: `tmp-m${m}`,
    nome: `Módulo ${m + 1}`,
    new: true,
    assuntos: Array.from({ length: 20 }, (_, a) => ({
      id: `tmp-m${m}-a${a}`,
      nome: `Assunto ${m + 1}.${a + 1}`,
      new: true,
    })),
  }));
  const send = async (method, url, body) => {
    const started = performance.now();
    const res = await fetch(`${server.url}${url}`, { method, headers, body: JSON.stringify(body) });
    const json = await res.json();
    if (res.status >= 300)
      throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
    return { ms: performance.now() - started, data: json.data };
  };
  const create = (i) =>
    send('POST', '/api/curso', {
      apelido: `BENCH${i}${Date.now().toString(36)}`.slice(0, 20),
      nome: 'Curso de medida (50 módulos × 20 assuntos)',
      situacao: 'Novo',
      modulos,
    });
  // The server's first create of a tree runs its code cold (compiled as it goes); the next ones
  // are what staff meet all day. Both are printed.
  const created = await create(0);
  const creates = [];
  for (let i = 1; i <= CREATES; i++) creates.push((await create(i)).ms);
  creates.sort((a, b) => a - b);
  let curso = created.data;
  const samples = [];
  for (let i = 0; i < SAVES; i++) {
    const body = { ...curso, categorias: (curso.categorias ?? []).map((c) => c.id) };
    const saved = await send('PUT', `/api/curso/${curso.uuid}`, body);
    samples.push(saved.ms);
    curso = saved.data;
  }
  samples.sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  console.log(
    `
Course save, 50 modules × 20 subjects (loopback round trip; goal ≤ 150 ms): first create ${ms(created.ms)} ms, ` +
      `then ×${CREATES}: p50 ${ms(percentile(creates, 50))} ms, max ${ms(creates.at(-1))} ms; ` +
      `save unchanged ×${SAVES}: p50 ${ms(percentile(samples, 50))} ms, max ${ms(samples.at(-1))} ms`,
  );
}

/**
 * The refresh-cookie grant every load of an /admin page starts with (the app's access token
 * lives only in memory): signed in once in cookie mode, then `GRANTS` refreshes one after the
 * other, each presenting the cookie the last one set, as reload after reload would.
 */
async function refreshGrant() {
  const GRANTS = 40;
  const grant = async (body, cookie) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hangar-session': 'cookie',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ ...DEV_CLIENT, ...body }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`POST /oauth/token answered ${res.status}`);
    // The refresh cookie among those set (a new browser also gets its device cookie).
    const refresh = res.headers.getSetCookie().find((c) => c.startsWith('hangar_refresh='));
    return { ms: performance.now() - started, cookie: refresh?.split(';')[0] };
  };
  let { cookie } = await grant({ grant_type: 'password', ...DEMO_ADMIN });
  const samples = [];
  for (let i = 0; i < GRANTS; i++) {
    const answer = await grant({ grant_type: 'refresh_token' }, cookie);
    samples.push(answer.ms);
    cookie = answer.cookie;
  }
  samples.sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  console.log(
    `Refresh-cookie grant (the first call of every /admin load; loopback, ${GRANTS} in a row): ` +
      `p50 ${ms(percentile(samples, 50))} ms, p95 ${ms(percentile(samples, 95))} ms, max ${ms(samples.at(-1))} ms`,
  );
}

/** Resident memory (MB) of the server: `scripts/start.mjs` runs it in its own process. */
function serverRssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
}

/**
 * Starts the server twice on the same database (the first start migrates and seeds it), each time
 * noting the time to first answer and the memory after 3 s idle.
 */
async function twoStarts(labels, env) {
  const rows = [];
  for (const database of labels) {
    const s = await startHangar({ build: false, pollMs: 20, env });
    await new Promise((r) => setTimeout(r, 3000));
    rows.push({ database, 'first answer ms': s.startedMs, 'idle RSS MB': serverRssMb(s.pid) });
    await s.stop();
  }
  return rows;
}

/** Start-up to first answer and idle memory: empty and existing PGlite data dir, PostgreSQL. */
async function startUp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hangar-bench-'));
  let table;
  try {
    table = await twoStarts(['PGlite, empty data dir', 'PGlite, existing data dir'], {
      HANGAR_DATA_DIR: dataDir,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hangar_bench_${process.pid}`;
  const psql = (sql) => execFileSync('psql', [admin, '-qc', sql], { stdio: 'pipe' });
  try {
    psql(`create database ${name}`);
  } catch {
    return [...table, { database: 'PostgreSQL', 'first answer ms': 'no server on 127.0.0.1:5432' }];
  }
  try {
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    return [
      ...table,
      ...(await twoStarts(['PostgreSQL, empty database', 'PostgreSQL, existing database'], {
        DATABASE_URL: url,
      })),
    ];
  } finally {
    psql(`drop database if exists ${name} with (force)`);
  }
}

try {
  await measure('/auth/login', '/auth/login');
  // A session of its own for each page: the first load rotates the refresh cookie and uses its
  // access token, so the old cookie in a shared session is a replay the server refuses.
  await measure('/admin/dashboard', '/admin/dashboard', await adminSession());
  await measure('/admin/administracao/cursos', '/admin/administracao/cursos', await adminSession());
  console.log(
    '\nTransfer to render a page (cold cache). Goals (issue 15): sign-in JS ≤ 80,000 B gzip; ' +
      'signed-in course list JS ≤ 170,000 B gzip. js wire B: as sent (precompressed br)',
  );
  console.table(rows);
  const list = '/admin/administracao/cursos';
  console.log(
    `\nWhat the course list's JS is made of (each file's bytes shared out by its source map; gzip estimated per file)`,
  );
  console.table(bytesBySource(path.join(root, 'apps/backoffice/dist/assets'), scriptsOf.get(list)));
  // The sign-in page's too: its goal's margin is small, and anything `describeError` imports lands there.
  console.log(`\nWhat the sign-in page's JS is made of`);
  console.table(bytesBySource(path.join(root, 'apps/backoffice/dist/assets'), scriptsOf.get('/auth/login')));
  await apiLatency();
  await courseSave();
  await refreshGrant();
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  '\nServer start-up (spawn of `pnpm start --no-build` to first 200, compiled server; an empty ' +
    'database includes migrations + demo seed). Goals: ≤ 2,000 ms on an existing data dir; ' +
    '≤ 200 MB idle on PostgreSQL',
);
console.table(await startUp());
