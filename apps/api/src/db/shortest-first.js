// @ts-check
/**
 * Runs jobs one at a time, the one expected to finish soonest first. PGlite is one connection:
 * in arrival order, the user's info waited behind every heavy search asked before it (issue 15:
 * ~340 ms behind four). Now it waits only for the statement already running.
 *
 * A job's expected time is the running average of its key's past runs (the statement's SQL text:
 * its shape, the same for every request of a route); a key never seen expects none. A tenth of
 * the time spent waiting counts against the expectation, so a long job yields to shorter ones for
 * at most about ten times its own expected time: nothing starves. (Counting all of it, a heavy
 * search that had waited for one other would already go before a fresh light statement.) Plain
 * JavaScript: it runs in PGlite's thread.
 */

/**
 * @typedef {{ key: string, job: () => Promise<unknown>, since: number, resolve: (v: unknown) => void, reject: (e: unknown) => void }} Waiting
 */

/** How much the newest run weighs in a key's average. */
const WEIGHT = 0.3;
/** Waiting this long brings a job's turn as much as expecting 1 ms less does. */
const AGING = 10;

/**
 * @param {{ keys?: number, now?: () => number }} [options] `keys`: how many statement shapes to
 *   remember (forgotten all at once beyond: a cap, not a cache policy).
 */
export function shortestFirst({ keys = 1000, now = () => performance.now() } = {}) {
  /** @type {Waiting[]} */
  const waiting = [];
  /** @type {Map<string, number>} */
  const costs = new Map();
  let running = false;

  /** @param {string} key */
  const expected = (key) => costs.get(key) ?? 0;

  async function drain() {
    running = true;
    while (waiting.length > 0) {
      // A statement runs synchronously (WebAssembly) and holds this thread: the messages that came
      // meanwhile are only queued once the event loop turns. Let it turn, then choose among them.
      await new Promise((resolve) => setImmediate(resolve));
      const at = now();
      /** How soon a waiting job expects to be done, its waiting counted for it. */
      const due = (/** @type {Waiting} */ w) => expected(w.key) - (at - w.since) / AGING;
      let best = 0;
      for (let i = 1; i < waiting.length; i++) {
        if (due(/** @type {Waiting} */ (waiting[i])) < due(/** @type {Waiting} */ (waiting[best]))) best = i;
      }
      const next = /** @type {Waiting} */ (waiting.splice(best, 1)[0]);
      const started = now();
      try {
        next.resolve(await next.job());
      } catch (error) {
        next.reject(error);
      }
      const took = now() - started;
      if (!costs.has(next.key) && costs.size >= keys) costs.clear();
      costs.set(next.key, costs.has(next.key) ? expected(next.key) * (1 - WEIGHT) + took * WEIGHT : took);
    }
    running = false;
  }

  return {
    /**
     * Runs `job` when its turn comes; resolves or rejects as it does.
     * @template T
     * @param {string} key
     * @param {() => Promise<T>} job
     * @returns {Promise<T>}
     */
    run(key, job) {
      return new Promise((resolve, reject) => {
        waiting.push({
          key,
          job,
          since: now(),
          resolve: /** @type {(v: unknown) => void} */ (resolve),
          reject,
        });
        if (!running) void drain();
      });
    },
    /** The time a job of `key` is expected to take (ms), from its past runs. */
    expected,
  };
}
