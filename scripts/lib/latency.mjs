// Sequential request timing for `pnpm bench`: Node's built-in fetch and performance.now() only.

/** The nearest-rank percentile (`p` in 0–100) of an ascending list. */
export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * One request, timed from the call of fetch to the last byte of the body. Throws on any status
 * other than 200: a figure of an error answer would be meaningless.
 */
export async function timedGet(url, { headers, signal } = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers, signal });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) {
    const text = Buffer.from(body).toString('utf8').slice(0, 200);
    throw new Error(`HTTP ${res.status} for ${url}: ${text}`);
  }
  return { ms, bytes: body.byteLength, body };
}

/**
 * `warmup` untimed calls, then up to `count` timed ones, one after the other; the whole series
 * (warm-up included) stops at `capMs`, a call still running then being aborted and not counted.
 *
 * @returns {Promise<{ samples: number[], bytes: number, json: unknown }>} samples in ms, ascending
 */
export async function measureLatency(url, { headers, warmup = 5, count = 50, capMs = 20_000 } = {}) {
  const deadline = performance.now() + capMs;
  const samples = [];
  let last;
  const call = () =>
    timedGet(url, {
      headers,
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))),
    });
  try {
    for (let i = 0; i < warmup && performance.now() < deadline; i++) last = await call();
    for (let i = 0; i < count && performance.now() < deadline; i++) {
      last = await call();
      samples.push(last.ms);
    }
  } catch (error) {
    // The cap ran out mid-call: keep what was measured. Anything else is a real failure.
    if (error?.name !== 'TimeoutError' || !last) throw error;
  }
  samples.sort((a, b) => a - b);
  return {
    samples,
    bytes: last?.bytes ?? 0,
    json: last ? JSON.parse(Buffer.from(last.body).toString('utf8')) : undefined,
  };
}
