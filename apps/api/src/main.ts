/**
 * `pnpm start` / `pnpm dev`: one process serving the API and (when built) the back-office.
 *
 * This entry starts opening the database and only then loads the rest of the server
 * (`serve.ts`, imported dynamically, which `build.mjs` keeps in a chunk of its own). PGlite opens
 * on a thread of its own (~0.7 s of WebAssembly on an existing data dir), so this thread loads
 * fastify, its plugins and the routes, and builds the app, meanwhile instead of before.
 */
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

let database: OpeningDb;
try {
  database = await openDatabase();
} catch (error) {
  if (error instanceof DataDirInUse) refuse(error.message);
  refuseIfOutOfSpace(error);
}
const { serve } = await import('./serve.js');
await serve(config, database);
