#!/usr/bin/env node
// Measures the server's memory while it receives concurrent large uploads (issue 16: three
// 100 MB uploads at once grew the server by ~1 GB when uploads were buffered). Starts the real
// server (src/main.ts, PGlite and disk storage in a temporary directory) on 127.0.0.1, signs in,
// sends UPLOADS × SIZE_MB material uploads at once as streamed (chunked) bodies, and samples the
// server process's RSS from /proc every 50 ms. Prints the figures; exits non-zero on a failed
// upload. Usage: node apps/api/bench/upload-rss.mjs [UPLOADS=3] [SIZE_MB=100]
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from '../../../scripts/lib/server.mjs';

const uploads = Number(process.argv[2] ?? 3);
const sizeMb = Number(process.argv[3] ?? 100);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'hangar-rss-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;

const server = spawn(
  process.execPath,
  ['--conditions=@hangar/source', '--import', 'tsx', path.join(apiDir, 'src/main.ts')],
  {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HANGAR_DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('Hangar is running') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited (${code})`)));
});

const rssMb = async () => {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

try {
  const token = await signIn(base);

  // Let start-up garbage settle before the baseline.
  await new Promise((r) => setTimeout(r, 1500));
  const before = await rssMb();
  let peak = before;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rssMb().catch(() => 0));
  }, 50);

  const boundary = '----hangar-rss';
  // An mp4 header (ftyp box, brand mp42) so the kind read from the bytes is video/mp4.
  const ftyp = Buffer.from('000000186674797068703432000000006d703432697336f6d'.slice(0, 48), 'hex');
  ftyp.write('ftypmp42', 4, 'latin1');
  ftyp.write('mp42isom', 16, 'latin1');
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const body = () =>
    new ReadableStream({
      i: 0,
      start(c) {
        c.enqueue(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="nome"\r\n\r\nAula\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="tipo_arquivo_id"\r\n\r\n2\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="aula.mp4"\r\n` +
              'Content-Type: video/mp4\r\n\r\n',
          ),
        );
        c.enqueue(ftyp);
      },
      pull(c) {
        if (this.i++ < sizeMb) c.enqueue(chunk);
        else {
          c.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          c.close();
        }
      },
    });
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: uploads }, () =>
      fetch(`${base}/api/arquivo/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: body(),
        duplex: 'half',
      }).then(async (r) => {
        const text = await r.text();
        const size = r.status === 201 ? JSON.parse(text).data.tamanho : null;
        return { status: r.status, size, body: text.slice(0, 200) };
      }),
    ),
  );
  clearInterval(sampler);
  const after = await rssMb();
  console.log(
    JSON.stringify(
      {
        uploads,
        size_mb: sizeMb,
        seconds: (Date.now() - started) / 1000,
        statuses: results.map((r) => r.status),
        rss_mb: { before: Math.round(before), peak: Math.round(peak), after: Math.round(after) },
        growth_mb: Math.round(peak - before),
      },
      null,
      2,
    ),
  );
  // Every byte arrived: the stored size is the ftyp box plus SIZE_MB MiB.
  if (results.some((r) => r.status !== 201 || r.size !== sizeMb * chunk.length + ftyp.length)) {
    console.error(results);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
