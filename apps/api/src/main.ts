/**
 * `pnpm start` / `pnpm dev`: one process serving the API and (when built) the back-office.
 *
 * This entry starts opening the database and only then loads the rest of the server
 * (`serve.ts`, imported dynamically, which `build.mjs` keeps in a chunk of its own). PGlite opens
 * on a thread of its own (~0.7 s of WebAssembly on an existing data dir), so this thread loads
 * fastify, its plugins and the routes, and builds the app, meanwhile instead of before.
 */
import { createServer } from 'node:net';
import path from 'node:path';
import { type Config, loadConfig } from './config.js';
import {
  createPgDb,
  DataDirInUse,
  lockDataDir,
  type OpeningDb,
  prepareDataDir,
  startPgliteDb,
} from './db/db.js';
import { outOfSpace } from './db/free-space.js';
import { isDatabaseUnavailable } from './db/unavailable.js';

/** A start refused for a reason the operator can fix: one line, no stack, exit code 1. */
function refuse(message: string): never {
  console.error(`Hangar did not start. ${message}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuse((error as Error).message);
}

/**
 * Whether the server can listen where it is told, tried before the database is opened (a port in
 * use was found only after migrating and seeding, 7–20 s in, with a stack trace).
 */
function listenProblem(): Promise<string | null> {
  const where = `${config.host}:${config.port}`;
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        resolve(`PORT ${config.port} is in use on ${config.host} by another server`);
      else if (error.code === 'EACCES')
        resolve(`PORT ${config.port} needs privileges this user has not: choose one above 1023`);
      else if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || error.code === 'EADDRNOTAVAIL') {
        resolve(`HOST ${config.host} is not an address of this machine`);
      } else resolve(`cannot listen on ${where}: ${error.message}`);
    });
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () =>
      probe.close(() => resolve(null)),
    );
  });
}

/** The data directory's own problems (a file in its place, no permission), in one line. */
function dataDirProblem(error: unknown): string | null {
  const { code, path: at } = error as NodeJS.ErrnoException;
  if (typeof at !== 'string' || !(at.startsWith(config.dataDir) || config.dataDir.startsWith(at)))
    return null;
  const dir = `HANGAR_DATA_DIR ${config.dataDir}`;
  if (code === 'EEXIST' || code === 'ENOTDIR') return `${dir} cannot be a directory: ${at} is a file`;
  if (code === 'EACCES')
    return `${dir} cannot be created or used by this user (uid ${process.getuid?.()}): permission denied at ${at}`;
  if (code === 'EPERM')
    return `${dir} cannot be made private (mode 0700): ${at} belongs to another user; run Hangar as its owner`;
  if (code === 'EROFS') return `${dir} is on a read-only file system`;
  return null;
}

/** A PostgreSQL server out of reach at start, in one line (pg's messages carry no password). */
function databaseProblem(error: unknown): string | null {
  if (!config.databaseUrl || !isDatabaseUnavailable(error)) return null;
  const url = new URL(config.databaseUrl);
  return `DATABASE_URL: cannot use the database ${decodeURIComponent(url.pathname.slice(1))} on ${url.hostname}:${url.port || 5432} (${(error as Error).message})`;
}

async function openDatabase(): Promise<OpeningDb> {
  if (config.databaseUrl) {
    if (config.storage.kind === 'disk') report(prepareDataDir(config.dataDir, { pglite: false }));
    return {
      db: await createPgDb(config.databaseUrl, { queryTimeoutMillis: config.queryTimeoutMs }),
      ready: Promise.resolve(),
    };
  }
  report(prepareDataDir(config.dataDir));
  // One server per PGlite directory: a second one would hand out the same ids and lose writes.
  const unlock = lockDataDir(config.dataDir);
  process.once('exit', unlock);
  const opening = startPgliteDb(path.join(config.dataDir, 'pglite'), {
    // Every request would fail from here on: stop, and say why, so it can be started again.
    onStopped: (error) => {
      console.error(`Hangar stops: ${error.message}. Start it again; the data dir is kept.`);
      process.exit(1);
    },
  });
  return { ...opening, ready: opening.ready.catch(refuseIfOutOfSpace) };
}

/** A full disk is a start refused in one line, not PGlite's vague error and a stack. */
function refuseIfOutOfSpace(error: unknown): never {
  const problem = outOfSpace(config.dataDir, error);
  if (problem) refuse(problem);
  throw error;
}

function report(changes: string[]) {
  for (const line of changes) console.warn(`Hangar: ${line}, so that only its owner can use it.`);
}

const unusable = await listenProblem();
if (unusable) refuse(unusable);

let database: OpeningDb;
try {
  database = await openDatabase();
} catch (error) {
  if (error instanceof DataDirInUse) refuse(error.message);
  const problem = dataDirProblem(error) ?? databaseProblem(error);
  if (problem) refuse(problem);
  refuseIfOutOfSpace(error);
}
const { serve } = await import('./serve.js');
await serve(config, database);
