/**
 * The server's start once its database is opening (see `main.ts`): migrations, reference and demo
 * data, the fastify app, the upload sweep, then `listen` and the start-up summary.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isValidEmail, PASSWORD_MIN_LENGTH } from '@hangar/domain';
import { buildApp } from './app.js';
import { createCepProvider } from './cep/index.js';
import type { Config } from './config.js';
import type { OpeningDb } from './db/db.js';
import { migrate } from './db/migrate.js';
import { DEMO_ACCOUNTS, seed } from './db/seed.js';
import { DiskStorage, type FileStorage } from './storage/storage.js';
import { sweepUploads } from './storage/sweep.js';

/** Stops the start with a message for the operator (no stack: the setting is named). */
class StartRefused extends Error {}

/**
 * Why the start cannot go on without the operator, once the database is ready: a first
 * administrator the domain would refuse, or a database with no one who could sign in.
 */
function firstAdminProblem(admin: Config['firstAdmin']): string | null {
  if (!admin) return null;
  if (!isValidEmail(admin.email)) return `HANGAR_ADMIN_EMAIL must be an e-mail address, got "${admin.email}"`;
  if (admin.password.trim().length < PASSWORD_MIN_LENGTH) {
    return `HANGAR_ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters (spaces aside)`;
  }
  return null;
}

const NO_USER = [
  'The database has no user, so nobody could sign in. Either:',
  '  HANGAR_ADMIN_EMAIL and HANGAR_ADMIN_PASSWORD: the first administrator (every permission), created once;',
  '  HANGAR_DEMO=true: the demo accounts, whose passwords are public, and the demo data (only to try Hangar).',
].join('\n');

export async function serve(config: Config, opening: OpeningDb): Promise<void> {
  try {
    await start(config, opening);
  } catch (error) {
    if (!(error instanceof StartRefused)) throw error;
    console.error(`Hangar did not start. ${error.message}`);
    await opening.db.close().catch(() => {});
    process.exit(1);
  }
}

async function start(config: Config, { db, ready }: OpeningDb): Promise<void> {
  const adminProblem = firstAdminProblem(config.firstAdmin);
  if (adminProblem) throw new StartRefused(adminProblem);
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
    const { seeded, users } = await seed(db, { storage, demo: config.demo, firstAdmin: config.firstAdmin });
    if (!users) throw new StartRefused(NO_USER);
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
  if (seeded === 'first-admin') console.log(`  first administrator created: ${config.firstAdmin?.email}`);
  else if (config.firstAdmin) console.log('  HANGAR_ADMIN_EMAIL not used: the database has users already');
  if (seeded === 'demo') console.log('  demo data seeded');
  // Only where the demo was asked for: the passwords below are public (the README lists them).
  if (config.demo) {
    console.log('  demo accounts (HANGAR_DEMO=true; never on a server others can reach):');
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email} / ${a.password}  (${a.perfil})`);
  }
}
