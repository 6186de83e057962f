#!/usr/bin/env node
// `pnpm bench:questoes`: figures, not pass/fail (issues 11 and 15, API speed). Starts the
// compiled API on loopback against a PostgreSQL database holding 100,000 questions with
// classifications (seeded with psql and generate_series), then runs N concurrent signed-in loops
// for a fixed time and prints p50/p99 (ms, nearest rank, fetch to last byte), requests per
// second and errors for:
//   - a fastify hello-world started the same way: the ceiling of this machine and this client;
//   - the question list, page 1 of 15, title search + course filter (8 titles in turn);
//   - a different title search on every request (no two alike: nothing kept in memory helps);
//   - the last page of each of those filters;
//   - on PGlite (the embedded default), the same cases, and how long a light request (the
//     signed-in user's info) waits while heavy searches (thousands of matches) run beside it.
// It ends with the query plans of the page and of its count (EXPLAIN ANALYZE).
//
// Environment: BENCH_PG (postgres://postgres@127.0.0.1:5432), BENCH_QUESTIONS (100000),
// BENCH_CONNECTIONS (32), BENCH_SECONDS (10 per case), BENCH_DB (reuse this database, seeded once
// and kept: repeated runs skip the seed), BENCH_PGLITE=0 (skip PGlite), BENCH_POSTGRES=0 (skip the
// PostgreSQL cases and the hello-world). Loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { percentile } from './lib/latency.mjs';
import { benchDatabase, benchPg, startApi } from './lib/pg-bench.mjs';
import { freePort, signIn, startHangar } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_REQUESTS = 1_000_000;

/** Words the seeded titles are made of; the search looks for one of them. */
const WORDS = [
  'altímetro',
  'transponder',
  'meteorologia',
  'navegação',
  'combustível',
  'motor',
  'hélice',
  'rádio',
];

/**
 * The seed: titles mix a word of WORDS with the row number; every question has a course (one of
 * the demo's, in turn), three in four a module and a subject of it.
 */
const seedSql = (n) => {
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  return `INSERT INTO questao (titulo, situacao, ativo)
       SELECT 'Questão ' || g || ' sobre ' || (${words})[1 + g % ${WORDS.length}] || ' e procedimentos',
              CASE WHEN g % 4 = 0 THEN 'Incompleta' ELSE 'Classificada' END, (g % 10 <> 0)::int
       FROM generate_series(1, ${n}) g;
     CREATE TEMP TABLE c AS SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM curso;
     INSERT INTO questao_curso (questao_id, curso_id)
       SELECT q.id, c.id FROM questao q JOIN c ON c.n = q.id % (SELECT count(*) FROM c) ON CONFLICT DO NOTHING;
     INSERT INTO questao_modulo (questao_id, curso_modulo_id)
       SELECT qc.questao_id, (SELECT m.id FROM curso_modulo m WHERE m.curso_id = qc.curso_id ORDER BY m.id LIMIT 1)
       FROM questao_curso qc WHERE qc.questao_id % 4 <> 0
         AND EXISTS (SELECT 1 FROM curso_modulo m WHERE m.curso_id = qc.curso_id) ON CONFLICT DO NOTHING;
     INSERT INTO questao_assunto (questao_id, assunto_id)
       SELECT qm.questao_id, (SELECT a.id FROM assunto a WHERE a.curso_modulo_id = qm.curso_modulo_id ORDER BY a.id LIMIT 1)
       FROM questao_modulo qm WHERE EXISTS (SELECT 1 FROM assunto a WHERE a.curso_modulo_id = qm.curso_modulo_id)
       ON CONFLICT DO NOTHING;
     DROP TABLE c;
     ANALYZE;`;
};

/**
 * `CONNECTIONS` loops asking `urlOf(i)` (i counts requests) until `SECONDS` have passed.
 * @returns {Promise<string>} the figures, one line
 */
async function load(urlOf, headers = {}, seconds = SECONDS) {
  const times = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline && sent < MAX_REQUESTS) {
        const i = sent++;
        const t0 = performance.now();
        try {
          const r = await fetch(urlOf(i), { headers });
          await r.arrayBuffer();
          if (r.status !== 200) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const f = (ms) => ms.toFixed(1).padStart(7);
  return `p50 ${f(percentile(times, 50))} ms  p99 ${f(percentile(times, 99))} ms  ${String(Math.round(times.length / elapsed)).padStart(6)} req/s  ${errors} errors`;
}

/** Each case's label beside its figures. */
const report = (label, figures) => console.log(`${label.padEnd(58)} ${figures}`);

/** A fastify hello-world in its own process, as the API runs: the ceiling of this machine. */
async function helloWorld() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/', async () => ({ hello: 'world' }));
       await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    ],
    { cwd: path.join(root, 'apps/api'), stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      await (await fetch(url)).arrayBuffer();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await load(() => url);
  } finally {
    child.kill('SIGTERM');
  }
}

/** The list's URL for filter number `i`: page `page(total)` or 1, title word and course. */
function listUrls(base, cursos) {
  const combos = WORDS.flatMap((w) => cursos.map((c) => ({ w, c })));
  const url = (w, c, page = 1) =>
    `${base}/api/questao?page=${page}&per_page=15&titulo=${encodeURIComponent(w)}&cursos[]=${c}`;
  return { combos, url };
}

/** Runs the cases against one server; `label` is the database's name. */
async function runCases(base, label, { heavyStall = false } = {}) {
  const token = await signIn(base);
  // Like wrk or autocannon, the client asks for no compression: on one machine the client's
  // gunzip would take CPU from the server it measures (kept answers are compressed once anyway).
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
  const get = async (url) => {
    const r = await fetch(url, { headers });
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}: ${await r.text()}`);
    return r.json();
  };
  const cursos = (await get(`${base}/api/curso?per_page=1000`)).data.data.map((c) => c.id);
  const { combos, url } = listUrls(base, cursos);
  const top = cursos[0];
  // The last page of every combination, asked once (the count), untimed.
  const lastPage = new Map();
  for (const { w, c } of combos) lastPage.set(`${w}|${c}`, (await get(url(w, c))).data.last_page);
  const first = await get(url(WORDS[0], top));
  console.log(
    `${label}: page of ${first.data.data.length}, total ${first.data.total} for '${WORDS[0]}' in course ${top}; ${combos.length} filters`,
  );
  for (let i = 0; i < 20; i++) await get(url(WORDS[i % WORDS.length], top));

  report(
    `${label}: page 1, title + course (8 filters in turn)`,
    await load((i) => url(WORDS[i % WORDS.length], top), headers),
  );
  report(
    `${label}: page 1, a different search each request`,
    // 'Questão <n>' is two words, the number found anywhere in a title: one title for most n (the
    // median; 189 at the 99th percentile, more for the rare n of one or two digits). No two
    // requests ask the same, so nothing kept helps.
    await load((i) => url(`Questão ${1 + ((i * 7919) % QUESTIONS)}`, cursos[i % cursos.length]), headers),
  );
  report(
    `${label}: last page, title + course`,
    await load((i) => {
      const { w, c } = combos[i % combos.length];
      return url(w, c, lastPage.get(`${w}|${c}`));
    }, headers),
  );
  if (heavyStall) {
    // Heavy: a title search matching thousands of questions, counted, then a page of up to 909.
    // Light, one after the other: a course page and the signed-in user's info, both kept by the
    // server (no database: they show whether the event loop is held), and a question by id (a
    // few small queries, never kept: they wait in the embedded database's one queue for the
    // statement running).
    let n = 0;
    const heavySearch = () => {
      // A search no one asked before (nothing kept), matching thousands of titles: '<digit> sobre'
      // is two words, every title with that digit anywhere (about 40,000 of 100,000).
      const k = n++;
      return get(
        `${base}/api/questao?page=2&per_page=${10 + (Math.floor(k / 10) % 900)}&titulo=${encodeURIComponent(`${k % 10} sobre`)}`,
      );
    };
    const alone = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await heavySearch();
      alone.push(performance.now() - t0);
    }
    alone.sort((a, b) => a - b);
    report(`${label}: one heavy search at a time`, `p50 ${percentile(alone, 50).toFixed(1)} ms`);
    const heavy = (async () => {
      const until = performance.now() + 5000;
      const runs = [];
      while (performance.now() < until) {
        runs.push(
          ...(await Promise.all(
            Array.from({ length: 4 }, async () => {
              const t0 = performance.now();
              await heavySearch();
              return performance.now() - t0;
            }),
          )),
        );
      }
      return runs.sort((a, b) => a - b);
    })();
    const kept = [];
    const userinfo = [];
    const record = [];
    const questao = first.data.data[0].id;
    const timed = async (url, into) => {
      const t0 = performance.now();
      await get(url);
      into.push(performance.now() - t0);
    };
    await get(`${base}/api/curso?per_page=15`);
    const until = performance.now() + 5000;
    while (performance.now() < until) {
      await timed(`${base}/api/curso?per_page=15`, kept);
      await timed(`${base}/api/usuario/userinfo`, userinfo);
      await timed(`${base}/api/questao/${questao}`, record);
      await new Promise((r) => setTimeout(r, 20));
    }
    const heavyTimes = await heavy;
    const line = (times) => {
      times.sort((a, b) => a - b);
      return `p50 ${percentile(times, 50).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`;
    };
    report(
      `${label}: 4 heavy searches at once, p50 ${percentile(heavyTimes, 50).toFixed(0)} ms; beside them`,
      `a kept course page ${line(kept)}; userinfo ${line(userinfo)}; a question by id ${line(record)}`,
    );
  }
}

if (process.env.BENCH_POSTGRES !== '0') await runPostgres();

async function runPostgres() {
  const { psql, urlOf: pgUrl } = benchPg('bench:questoes');
  const db = benchDatabase(psql, 'hangar_bench_q', process.env.BENCH_DB);
  let server;
  try {
    server = await startApi(pgUrl(db.name));
    const have = Number(psql('SELECT count(*) FROM questao', db.name));
    if (have < QUESTIONS) {
      const t0 = performance.now();
      psql(seedSql(QUESTIONS - have), db.name);
      console.log(
        `seeded ${QUESTIONS - have} questions in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s per case, ${psql('SELECT count(*) FROM questao', db.name).trim()} questions`,
    );
    report('fastify hello-world (the ceiling)', await helloWorld());
    await runCases(server.url, 'PostgreSQL');
    const curso = Number(
      psql('SELECT curso_id FROM questao_curso GROUP BY 1 ORDER BY count(*) DESC LIMIT 1', db.name),
    );
    // As the API asks it: the term folded (no accents) against the stored folded title.
    const term = WORDS[0].normalize('NFD').replace(/\p{M}/gu, '');
    const where = `q.titulo_busca ILIKE '%${term}%' AND EXISTS (SELECT 1 FROM questao_curso x WHERE x.questao_id = q.id AND x.curso_id = ANY(ARRAY[${curso}]::int[]))`;
    console.log(
      psql(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) SELECT q.id FROM questao q WHERE ${where} ORDER BY q.id DESC LIMIT 15;
       EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) SELECT count(*) FROM questao q WHERE ${where};`,
        db.name,
      ),
    );
  } finally {
    await server?.stop();
    db.drop();
  }
}

if (process.env.BENCH_PGLITE !== '0') {
  // PGlite: a first start migrates and seeds the demo into a data dir; the questions then go in
  // through PGlite itself (the server stopped), and the measured server starts on that dir.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hangar-bench-q-'));
  const env = {
    NODE_ENV: 'production',
    HANGAR_DATA_DIR: dataDir,
    HANGAR_STATIC_DIR: '/nonexistent',
    LOG_LEVEL: 'error',
  };
  let lite;
  try {
    await (await startHangar({ build: false, readyPath: '/api/curso', env })).stop();
    const require = createRequire(path.join(root, 'apps/api/package.json'));
    const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
    const t0 = performance.now();
    // The server's title index is a trigram one: writing into it needs the extension loaded.
    const { pg_trgm } = await import(
      pathToFileURL(require.resolve('@electric-sql/pglite/contrib/pg_trgm')).href
    );
    const pglite = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    await pglite.exec(seedSql(QUESTIONS));
    await pglite.close();
    console.log(
      `\nPGlite: seeded ${QUESTIONS} questions in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    lite = await startHangar({ build: false, readyPath: '/api/curso', env });
    await runCases(lite.url, 'PGlite', { heavyStall: true });
  } finally {
    await lite?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
