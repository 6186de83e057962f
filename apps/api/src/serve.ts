/**
 * The server's start once its database is opening (see `main.ts`): migrations, reference and demo
 * data, the fastify app, the upload sweep, then `listen` and the start-up summary.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { createCepProvider } from './cep/index.js';
import type { Config } from './config.js';
import type { OpeningDb } from './db/db.js';
import { migrate } from './db/migrate.js';
import { DEMO_ACCOUNTS, seed } from './db/seed.js';
import { DiskStorage, type FileStorage } from './storage/storage.js';
import { sweepUploads } from './storage/sweep.js';

export async function serve(config: Config, { db, ready }: OpeningDb): Promise<void> {
  // The S3 client (~0.3 s of module loading) only when uploads go to S3.
  const storage: FileStorage =
    config.storage.kind === 's3'
      ? new (await import('./storage/s3.js')).S3Storage(config.storage)
      : new DiskStorage(config.uploadsDir);

  // The routes are built on this thread while the database opens, migrates and seeds on its own;
  // nothing is asked of it before `listen` but what buildApp's change feed waits for.
  const prepare = async () => {
    await ready;
    const applied = await migrate(db);
    const { seeded } = await seed(db, { storage });
    return { applied, seeded };
  };
  const [app, { applied, seeded }] = await Promise.all([
    buildApp({
      db,
      storage,
      cep: createCepProvider(config, db),
      accessTokenTtl: config.accessTokenTtl,
      signInThrottle: config.signInThrottle,
      staticDir: config.staticDir,
      logger: { level: process.env.LOG_LEVEL || 'warn' },
      materialMaxBytes: config.materialMaxBytes,
      trustProxy: config.trustProxy,
      corsOrigins: config.corsOrigins,
    }),
    prepare(),
  ]);

  // Uploads no record references (abandoned forms, deleted records) are removed once started and
  // then hourly, once older than HANGAR_UPLOAD_GRACE_HOURS. Several instances may sweep at once:
  // the DELETE … RETURNING hands each row to one of them. Requests need not wait for it.
  const sweep = () =>
    sweepUploads(db, storage, { graceHours: config.uploadGraceHours }).then(
      (r) => {
        if (r.records || r.strays) app.log.info(r, 'removed unreferenced uploads');
      },
      (error) => app.log.error(error, 'upload sweep failed'),
    );
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
  void sweep();

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
}
