#!/usr/bin/env node
// `pnpm bench:questoes`: figures, not pass/fail (issue 11, "Speed"). Starts the API on loopback
// against a fresh PostgreSQL database, seeds 100,000 questions with classifications (psql,
// generate_series), then runs 32 concurrent signed-in loops for a fixed time, each asking the
// question list for a page of 15 with a title search and a course filter, and prints p50/p99
// (ms, nearest rank, fetch to last byte) and requests per second. It also prints the query
// plan of that page (EXPLAIN ANALYZE) so a regression shows where the time goes.
//
// Environment: BENCH_PG (postgres://postgres@127.0.0.1:5432), BENCH_QUESTIONS (100000),
// BENCH_CONNECTIONS (32), BENCH_SECONDS (10). Loopback only; the database is dropped afterwards.
// (PGlite: not measured here; see the report in the branch's notes.)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './lib/latency.mjs';
import { freePort } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG = new URL(process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432');
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_REQUESTS = 1_000_000;

if (!['127.0.0.1', 'localhost', '[::1]'].includes(PG.hostname)) {
  console.error(`bench:questoes runs on loopback only; BENCH_PG points at ${PG.hostname}`);
  process.exit(2);
}

const dbName = `hangar_bench_q_${Date.now().toString(36)}`;
const psql = (sql, db = 'postgres') => {
  const res = spawnSync(
    'psql',
    [
      '-h',
      PG.hostname,
      '-p',
      PG.port || '5432',
      '-U',
      PG.username || 'postgres',
      '-d',
      db,
      '-v',
      'ON_ERROR_STOP=1',
      '-qAtc',
      sql,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (res.status !== 0) throw new Error(`psql failed: ${res.stderr}`);
  return res.stdout;
};
psql(`CREATE DATABASE ${dbName}`);
const databaseUrl = `postgres://${PG.username || 'postgres'}@${PG.hostname}:${PG.port || '5432'}/${dbName}`;

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hangar-bench-q-'));
let output = '';
const server = spawn(
  process.execPath,
  ['--conditions=@hangar/source', '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
  {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      HANGAR_DATA_DIR: dataDir,
      HANGAR_STATIC_DIR: path.join(dataDir, 'no-spa'),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
server.stdout.on('data', (d) => {
  output += d;
});
server.stderr.on('data', (d) => {
  output += d;
});
const base = `http://127.0.0.1:${port}`;

async function cleanup() {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
  try {
    psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } catch (error) {
    console.error(String(error));
  }
}

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

try {
  const readyBy = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}/api/curso`)).status === 401) break;
    } catch {}
    if (Date.now() > readyBy) throw new Error(`server not ready in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  // Seed: titles mix a word of WORDS with the row number; every question has a course (the
  // demo's), three in four a module and a subject of it.
  const seedStart = performance.now();
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  psql(
    `INSERT INTO questao (titulo, situacao, ativo)
       SELECT 'Questão ' || g || ' sobre ' || (${words})[1 + g % ${WORDS.length}] || ' e procedimentos',
              CASE WHEN g % 4 = 0 THEN 'Incompleta' ELSE 'Classificada' END, (g % 10 <> 0)::int
       FROM generate_series(1, ${QUESTIONS}) g;
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
     ANALYZE;`,
    dbName,
  );
  const total = psql('SELECT count(*) FROM questao', dbName).trim();
  const curso = Number(
    psql('SELECT curso_id FROM questao_curso GROUP BY 1 ORDER BY count(*) DESC LIMIT 1', dbName),
  );
  console.log(`seeded ${total} questions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 2,
      client_secret: 'hangar-dev-secret',
      username: 'admin@hangar.dev',
      password: 'hangar123',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const token = (await res.json()).access_token;
  const headers = { Authorization: `Bearer ${token}` };
  const urlOf = (i) =>
    `${base}/api/questao?page=1&per_page=15&titulo=${encodeURIComponent(WORDS[i % WORDS.length])}&cursos[]=${curso}`;

  // Warm-up, untimed.
  for (let i = 0; i < 20; i++) await (await fetch(urlOf(i), { headers })).arrayBuffer();
  const check = await (await fetch(urlOf(0), { headers })).json();
  console.log(
    `page of ${check.data.data.length}, total ${check.data.total} (title '${WORDS[0]}', course ${curso})`,
  );

  const times = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = worker; performance.now() < deadline && sent < MAX_REQUESTS; i += CONNECTIONS) {
        sent++;
        const t0 = performance.now();
        const r = await fetch(urlOf(i), { headers });
        await r.arrayBuffer();
        if (r.status !== 200) errors++;
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `question list, ${CONNECTIONS} connections, ${SECONDS} s: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, ${(times.length / seconds).toFixed(0)} req/s, ${errors} errors`,
  );
  const like = `'%${WORDS[0]}%'`;
  console.log(
    psql(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON)
       SELECT q.id FROM questao q WHERE q.titulo ILIKE ${like}
         AND EXISTS (SELECT 1 FROM questao_curso x WHERE x.questao_id = q.id AND x.curso_id = ANY(ARRAY[${curso}]::int[]))
       ORDER BY q.id DESC LIMIT 15;
       EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON)
       SELECT count(*) FROM questao q WHERE q.titulo ILIKE ${like}
         AND EXISTS (SELECT 1 FROM questao_curso x WHERE x.questao_id = q.id AND x.curso_id = ANY(ARRAY[${curso}]::int[]));`,
      dbName,
    ),
  );
} finally {
  await cleanup();
}
