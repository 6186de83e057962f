// @ts-check
/**
 * A stand-in for `src/db/pglite-worker.js` that opens, then ends its thread on the first call
 * without answering it: what a WebAssembly abort inside PGlite does. pglite-thread.test.ts.
 */
import { parentPort } from 'node:worker_threads';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
port.postMessage({ ready: true });
port.on('message', () => process.exit(7));
