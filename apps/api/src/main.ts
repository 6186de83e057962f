/**
 * `pnpm start` / `pnpm dev`: one process serving the API and (when built) the back-office.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.js';
import { createCepProvider } from './cep/index.js';
import { loadConfig } from './config.js';
import { createPgDb, createPgliteDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { DEMO_ACCOUNTS, seed } from './db/seed.js';
import { S3Storage } from './storage/s3.js';
import { DiskStorage } from './storage/storage.js';
import { sweepUploads } from './storage/sweep.js';

const config = loadConfig();

let db: Db;
if (config.databaseUrl) {
  db = await createPgDb(config.databaseUrl);
} else {
  await mkdir(config.dataDir, { recursive: true });
  db = await createPgliteDb(path.join(config.dataDir, 'pglite'), {
    // Every request would fail from here on: stop, and say why, so it can be started again.
    onStopped: (error) => {
      console.error(`Hangar stops: ${error.message}. Start it again; the data dir is kept.`);
      process.exit(1);
    },
  });
}
const storage =
  config.storage.kind === 's3' ? new S3Storage(config.storage) : new DiskStorage(config.uploadsDir);
const applied = await migrate(db);
const { seeded } = await seed(db, { storage });

const app = await buildApp({
  db,
  storage,
  cep: createCepProvider(config, db),
  accessTokenTtl: config.accessTokenTtl,
  signInThrottle: config.signInThrottle,
  staticDir: config.staticDir,
  logger: { level: process.env.LOG_LEVEL || 'warn' },
  materialMaxBytes: config.materialMaxBytes,
  trustProxy: config.trustProxy,
});

// Uploads no record references (abandoned forms, deleted records) are removed at start and then
// hourly, once older than HANGAR_UPLOAD_GRACE_HOURS. Several instances may sweep at once: the
// DELETE … RETURNING hands each row to one of them.
const sweep = () =>
  sweepUploads(db, storage, { graceHours: config.uploadGraceHours }).then(
    (r) => {
      if (r.records || r.strays) app.log.info(r, 'removed unreferenced uploads');
    },
    (error) => app.log.error(error, 'upload sweep failed'),
  );
await sweep();
const sweeper = setInterval(sweep, 3600 * 1000);
sweeper.unref();

const close = async () => {
  clearInterval(sweeper);
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
console.log(`Hangar is running at http://localhost:${config.port}`);
console.log(`  database: ${where}${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}`);
console.log(
  `  uploads:  ${config.storage.kind === 's3' ? `s3://${config.storage.bucket}/${config.storage.prefix ?? ''}` : config.uploadsDir}`,
);
console.log(
  existsSync(config.staticDir)
    ? `  back-office: ${config.staticDir}`
    : `  back-office: not built (${config.staticDir} missing); API only`,
);
if (seeded) console.log('  demo data seeded');
console.log('  demo accounts:');
for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email} / ${a.password}  (${a.perfil})`);
