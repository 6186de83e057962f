/**
 * The server's start once its database is opening (see `main.ts`): migrations, reference and demo
 * data, the fastify app, the upload sweep, then `listen` and the start-up summary.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH, validateUser } from '@hangar/domain';
import { buildApp, pathForLog } from './app.js';
import { verifyPassword } from './auth/passwords.js';
import { createCepProvider } from './cep/index.js';
import type { Config } from './config.js';
import type { Db, OpeningDb } from './db/db.js';
import { migrate } from './db/migrate.js';
import { DEMO_ACCOUNTS, FIRST_ADMIN_NAME, hasNoUser, seed } from './db/seed.js';
import { DiskStorage, type FileStorage } from './storage/storage.js';
import { sweepUploads } from './storage/sweep.js';

/** Stops the start with a message for the operator (no stack: the setting is named). */
class StartRefused extends Error {}

/**
 * Why the start cannot go on: a first administrator the domain would refuse. Asked only of an
 * empty database (the only one it would be created in): on one with users the variable is unused,
 * and a leftover one must not keep the server from starting.
 */
function firstAdminProblem(admin: Config['firstAdmin']): string | null {
  if (!admin) return null;
  // The rules of any user a user form saves (the domain's), said in the operator's terms.
  const errors = validateUser({ nome: FIRST_ADMIN_NAME, email: admin.email, password: admin.password });
  if (errors.email) return `HANGAR_ADMIN_EMAIL must be an e-mail address, got "${admin.email}"`;
  if (errors.password) {
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

/**
 * The demo accounts (README, printed by every demo start) that exist here and still sign in with
 * the public demo password: anyone who read the README can sign in as them.
 */
async function demoAccountsWithPublicPassword(db: Db): Promise<typeof DEMO_ACCOUNTS> {
  const { rows } = await db.query<{ email: string; password_hash: string | null }>(
    `SELECT lower(email) AS email, password_hash FROM usuario
     WHERE lower(email) = ANY($1::text[]) AND situacao IS DISTINCT FROM 'Inativo'`,
    [DEMO_ACCOUNTS.map((a) => a.email.toLowerCase())],
  );
  const open = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const row = rows.find((r) => r.email === account.email.toLowerCase());
      return row ? verifyPassword(row.password_hash, account.password) : false;
    }),
  );
  return DEMO_ACCOUNTS.filter((_, i) => open[i]);
}

/** The address to print: the one it listens on, or `localhost` when it listens on every one. */
function shownHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

async function start(config: Config, { db, ready }: OpeningDb): Promise<void> {
  const adminProblem = firstAdminProblem(config.firstAdmin);
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
    // The demo wins over the first administrator on an empty database (seed), so only without it.
    if (adminProblem && !config.demo && (await hasNoUser(db))) throw new StartRefused(adminProblem);
    const { seeded, users } = await seed(db, {
      storage,
      demo: config.demo,
      firstAdmin: adminProblem ? null : config.firstAdmin,
    });
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
      logger: {
        level: config.logLevel,
        // fastify's 'incoming request' line (level info) without the query string, which may
        // carry what should not be kept in logs; request lines carry method and url already.
        serializers: {
          req: (req: { method: string; url: string; ip?: string }) => ({
            method: req.method,
            url: pathForLog(req.url),
            remoteAddress: req.ip,
          }),
        },
      },
      materialMaxBytes: config.materialMaxBytes,
      trustProxy: config.trustProxy,
      corsOrigins: config.corsOrigins,
    }),
    prepare(),
  ]);

  // Uploads no record references (abandoned forms, deleted records) are removed once started and
  // then hourly, once older than HANGAR_UPLOAD_GRACE_HOURS. Several instances may sweep at once:
  // the DELETE … RETURNING hands each row to one of them. Requests need not wait for it.
  let warnedForeign = false;
  const sweep = () =>
    sweepUploads(db, storage, { graceHours: config.uploadGraceHours }).then(
      (r) => {
        if (r.records || r.strays) app.log.info(r, 'removed unreferenced uploads');
        if (r.foreign && !warnedForeign) {
          warnedForeign = true;
          app.log.warn(
            "the uploads directory is marked as another database's (a data dir shared by two databases): files no record of this one names are kept; give each database its own HANGAR_DATA_DIR",
          );
        }
      },
      (error) => app.log.error(error, 'upload sweep failed'),
    );
  const sweeper = setInterval(sweep, 3600 * 1000);
  sweeper.unref();

  // A connection with no byte either way for HANGAR_IDLE_TIMEOUT, mid-request, is closed: a client
  // that stalls an upload no longer holds it (and a stop) for ever, while one that uploads slowly
  // but steadily (200 MB can take many minutes) is never cut. A bound on the whole request
  // (fastify's `requestTimeout`) would cut those; and, tried on fastify 5.12 / Node 20, it did
  // not end a stalled body at all.
  app.server.setTimeout(config.idleTimeoutMs);

  // A stop (SIGTERM from the service manager, Ctrl-C) lets the requests under way finish, within
  // HANGAR_SHUTDOWN_TIMEOUT: past it, a request still open (a stalled upload, a database that
  // stopped answering) is cut off and the process ends with exit code 1, not never.
  const seconds = config.shutdownTimeoutMs / 1000;
  const stop = async (signal: NodeJS.Signals) => {
    console.log(`Hangar stopping (${signal}): letting open requests finish, for at most ${seconds} s`);
    const deadline = setTimeout(() => {
      console.error(`Hangar stopped (${signal}): requests still open after ${seconds} s were cut off`);
      app.server.closeAllConnections();
      // PGlite's files are closed properly if it can within a second; the process ends anyway.
      const bound = new Promise((resolve) => setTimeout(resolve, 1000).unref());
      void Promise.race([db.close(), bound]).finally(() => process.exit(1));
    }, config.shutdownTimeoutMs);
    try {
      clearInterval(sweeper);
      await app.close();
      await db.close();
    } catch (error) {
      clearTimeout(deadline);
      console.error(`Hangar stopped (${signal}) with an error: ${(error as Error).message}`);
      process.exit(1);
    }
    clearTimeout(deadline);
    console.log(`Hangar stopped (${signal})`);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  void sweep();
  // After listening (two password checks, ~0.1 s): for the summary below.
  const publicPasswords = await demoAccountsWithPublicPassword(db);

  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  console.log(`Hangar is running at http://${shownHost(config.host)}:${config.port}`);
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
  else if (config.firstAdmin && seeded === 'demo') {
    console.log('  HANGAR_ADMIN_EMAIL not used: HANGAR_DEMO=true seeded the demo accounts instead');
  } else if (config.firstAdmin) console.log('  HANGAR_ADMIN_EMAIL not used: the database has users already');
  if (seeded === 'demo') console.log('  demo data seeded');
  // Only where the demo was asked for, and only the accounts this database has with the demo
  // password: the passwords below are public (the README lists them).
  if (config.demo && publicPasswords.length > 0) {
    console.log('  demo accounts (HANGAR_DEMO=true; never on a server others can reach):');
    for (const a of publicPasswords) console.log(`    ${a.email} / ${a.password}  (${a.perfil})`);
    // HOST set to every interface (a copied .env, say): the address above says localhost, but
    // anyone on the network can sign in with those passwords.
    if (shownHost(config.host) === 'localhost' && config.host !== 'localhost') {
      console.warn(
        `  WARNING: listening on every interface (HOST=${config.host || '0.0.0.0'}): anyone who reaches this machine can sign in with the accounts above`,
      );
    }
  }
  // A database seeded with the demo (before HANGAR_DEMO existed, or by a `pnpm start`) and then
  // deployed keeps accounts anyone can sign in with: said loudly, at every start, until fixed.
  if (!config.demo && publicPasswords.length > 0) {
    const accounts = publicPasswords.map((a) => `${a.email} (${a.perfil})`).join(', ');
    console.warn(
      [
        `WARNING: demo accounts still sign in with the public demo password (README): ${accounts}.`,
        '  Anyone can sign in as them. Sign in as an administrator and, in Usuários, set a new',
        '  password for each or deactivate or delete them; this warning stops once none does.',
      ].join('\n'),
    );
  }
}
