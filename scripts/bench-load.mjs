#!/usr/bin/env node
// `pnpm bench:load`: figures, not pass/fail (exit 1 only when writes were lost or the run broke).
// Starts the API on loopback against a fresh PostgreSQL database, runs concurrent signed-in
// sessions for a fixed time mixing list reads, searches and saves, then checks that every
// acknowledged save is visible.
//
// Each session signs in as the admin (its own token pair), then loops until the deadline:
//   55 % list reads (courses, questions, classes, entities, users; a random page of 15),
//   25 % searches (course text, question title, entity name),
//   20 % saves: half on the session's own problem (PUT with the `updated_at` of its last
//        answer: never stale), half on one of a few shared questions (GET, then PUT with that
//        `updated_at`: a 409 from a concurrent save is the optimistic-concurrency rule at work,
//        counted as a conflict, not an error).
// The checker then reads every record saved: an own problem must hold its last acknowledged
// title; a shared question must hold the title of the acknowledged save with the newest
// `updated_at`. Anything else is a lost write.
//
// Environment: BENCH_SESSIONS (100), BENCH_SECONDS (60), BENCH_PG (the PostgreSQL server,
// postgres://postgres@127.0.0.1:5432). Loopback only; the database is dropped afterwards.
import { percentile } from './lib/latency.mjs';
import { benchDatabase, benchPg, startApi } from './lib/pg-bench.mjs';
import { signIn } from './lib/server.mjs';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SHARED_QUESTIONS = 5;
/** A bound on each session's loop besides the deadline. */
const MAX_ITERATIONS = 1_000_000;

const { psql, urlOf } = benchPg('bench:load');
const database = benchDatabase(psql, 'hangar_bench', undefined);
const dbName = database.name;
let server;

async function cleanup() {
  await server?.stop();
  database.drop();
}

try {
  server = await startApi(urlOf(dbName));
  const base = server.url;

  const json = async (res) => (res.headers.get('content-type')?.includes('json') ? res.json() : null);
  const call = async (token, method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await json(res) };
  };
  const signInHere = () => signIn(base);

  // Setup (untimed): tokens, one problem per session, the shared questions.
  const tokens = [];
  for (let i = 0; i < SESSIONS; i += 10) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(10, SESSIONS - i) }, signInHere))));
  }
  const opcoes = [{ titulo: 'Sim', resposta_correta: true }];
  const own = [];
  for (const [i, token] of tokens.entries()) {
    const { status, body } = await call(token, 'POST', '/api/problema', {
      titulo: `Bench ${dbName} s${i} n0`,
    });
    if (status !== 201) throw new Error(`creating a problem answered ${status}`);
    own.push({ id: body.data.id, updated_at: body.data.updated_at, lastTitle: body.data.titulo });
  }
  const shared = [];
  for (let i = 0; i < SHARED_QUESTIONS; i++) {
    const { status, body } = await call(tokens[0], 'POST', '/api/questao', {
      titulo: `Bench ${dbName} q${i}`,
      opcoes,
    });
    if (status !== 201) throw new Error(`creating a question answered ${status}`);
    shared.push({ id: body.data.id, acks: [{ updated_at: body.data.updated_at, titulo: body.data.titulo }] });
  }

  const latencies = { read: [], search: [], save: [] };
  const counts = { requests: 0, errors: 0, conflicts: 0, saves: 0 };
  const errorSamples = [];
  const words = ['Piloto', 'Meteorologia', 'Navegação', 'IFR', 'Aeroclube', 'voo', 'Bench', 'a'];
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const timed = async (kind, fn) => {
    const started = performance.now();
    let r;
    try {
      r = await fn();
    } catch (error) {
      r = { status: 0, body: String(error) };
    }
    latencies[kind].push(performance.now() - started);
    counts.requests++;
    return r;
  };
  const failed = (r, what) => {
    counts.errors++;
    if (errorSamples.length < 5)
      errorSamples.push(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
  };

  const deadline = performance.now() + SECONDS * 1000;
  const session = async (i) => {
    const token = tokens[i];
    const mine = own[i];
    for (let n = 1; n <= MAX_ITERATIONS && performance.now() < deadline; n++) {
      const roll = Math.random();
      if (roll < 0.55) {
        const url = pick(['/api/curso', '/api/questao', '/api/turma', '/api/tenant', '/api/usuario']);
        const r = await timed('read', () =>
          call(token, 'GET', `${url}?page=${1 + Math.floor(Math.random() * 3)}&per_page=15`),
        );
        if (r.status !== 200) failed(r, `GET ${url}`);
      } else if (roll < 0.8) {
        const q = encodeURIComponent(pick(words));
        const url = pick([`/api/curso?query=${q}`, `/api/questao?titulo=${q}`, `/api/tenant?nome=${q}`]);
        const r = await timed('search', () => call(token, 'GET', url));
        if (r.status !== 200) failed(r, `GET ${url}`);
      } else if (roll < 0.9) {
        const titulo = `Bench ${dbName} s${i} n${n}`;
        const r = await timed('save', () =>
          call(token, 'PUT', `/api/problema/${mine.id}`, { titulo, updated_at: mine.updated_at }),
        );
        if (r.status === 200) {
          counts.saves++;
          mine.updated_at = r.body.data.updated_at;
          mine.lastTitle = titulo;
        } else failed(r, 'PUT own problem');
      } else {
        const q = pick(shared);
        const loaded = await timed('read', () => call(token, 'GET', `/api/questao/${q.id}`));
        if (loaded.status !== 200) {
          failed(loaded, 'GET shared question');
          continue;
        }
        const titulo = `Bench ${dbName} q${q.id} s${i} n${n}`;
        const r = await timed('save', () =>
          call(token, 'PUT', `/api/questao/${q.id}`, {
            titulo,
            opcoes,
            updated_at: loaded.body.data.updated_at,
          }),
        );
        if (r.status === 200) {
          counts.saves++;
          q.acks.push({ updated_at: r.body.data.updated_at, titulo });
        } else if (r.status === 409) counts.conflicts++;
        else failed(r, 'PUT shared question');
      }
    }
  };
  const started = performance.now();
  await Promise.all(tokens.map((_, i) => session(i)));
  const elapsed = (performance.now() - started) / 1000;

  // The checker: every acknowledged save is visible.
  let lost = 0;
  const lostSamples = [];
  for (const mine of own) {
    const { body } = await call(tokens[0], 'GET', `/api/problema/${mine.id}`);
    if (body?.data?.titulo !== mine.lastTitle) {
      lost++;
      lostSamples.push(
        `problem ${mine.id}: stored '${body?.data?.titulo}', acknowledged '${mine.lastTitle}'`,
      );
    }
  }
  for (const q of shared) {
    const { body } = await call(tokens[0], 'GET', `/api/questao/${q.id}`);
    const newest = q.acks.reduce((a, b) => (Date.parse(b.updated_at) > Date.parse(a.updated_at) ? b : a));
    const versions = new Set(q.acks.map((a) => a.updated_at));
    // Two acknowledged saves with one version would mean one of them was overwritten unseen.
    lost += q.acks.length - versions.size;
    if (body?.data?.titulo !== newest.titulo || body?.data?.updated_at !== newest.updated_at) {
      lost++;
      lostSamples.push(`question ${q.id}: stored '${body?.data?.titulo}', newest ack '${newest.titulo}'`);
    }
  }

  const all = [...latencies.read, ...latencies.search, ...latencies.save].sort((a, b) => a - b);
  const ms = (list, p) =>
    Math.round(
      percentile(
        [...list].sort((a, b) => a - b),
        p,
      ) * 10,
    ) / 10;
  console.log(
    `bench:load — ${SESSIONS} sessions, ${elapsed.toFixed(1)} s, PostgreSQL (fresh database), loopback`,
  );
  console.table({
    all: { requests: all.length, 'p50 ms': ms(all, 50), 'p99 ms': ms(all, 99) },
    'list reads': {
      requests: latencies.read.length,
      'p50 ms': ms(latencies.read, 50),
      'p99 ms': ms(latencies.read, 99),
    },
    searches: {
      requests: latencies.search.length,
      'p50 ms': ms(latencies.search, 50),
      'p99 ms': ms(latencies.search, 99),
    },
    saves: {
      requests: latencies.save.length,
      'p50 ms': ms(latencies.save, 50),
      'p99 ms': ms(latencies.save, 99),
    },
  });
  console.log(`requests/s: ${(counts.requests / elapsed).toFixed(1)}`);
  console.log(
    `acknowledged saves: ${counts.saves}; stale-copy conflicts (409, expected): ${counts.conflicts}`,
  );
  console.log(`errors: ${counts.errors}${errorSamples.length ? `\n  ${errorSamples.join('\n  ')}` : ''}`);
  console.log(
    `lost writes: ${lost}${lostSamples.length ? `\n  ${lostSamples.slice(0, 5).join('\n  ')}` : ''}`,
  );
  process.exitCode = lost > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
