/**
 * `pnpm start` / `pnpm dev`: one process serving the API and (when built) the back-office.
 *
 * This entry starts opening the database and only then loads the rest of the server
 * (`serve.ts`, imported dynamically, which `build.mjs` keeps in a chunk of its own). PGlite opens
 * on a thread of its own (~0.7 s of WebAssembly on an existing data dir), so this thread loads
 * fastify, its plugins and the routes, and builds the app, meanwhile instead of before.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config.js';
import { createPgDb, type OpeningDb, startPgliteDb } from './db/db.js';

const config = loadConfig();

async function openDatabase(): Promise<OpeningDb> {
  if (config.databaseUrl) return { db: await createPgDb(config.databaseUrl), ready: Promise.resolve() };
  await mkdir(config.dataDir, { recursive: true });
  return startPgliteDb(path.join(config.dataDir, 'pglite'), {
    // Every request would fail from here on: stop, and say why, so it can be started again.
    onStopped: (error) => {
      console.error(`Hangar stops: ${error.message}. Start it again; the data dir is kept.`);
      process.exit(1);
    },
  });
}

const database = await openDatabase();
const { serve } = await import('./serve.js');
await serve(config, database);
