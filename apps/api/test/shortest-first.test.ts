/**
 * PGlite's queue (`src/db/shortest-first.js`): one job at a time, the shortest expected first, and
 * a long job never waits forever behind short ones. A fake clock makes the order exact.
 */
import { describe, expect, it } from 'vitest';
import { shortestFirst } from '../src/db/shortest-first.js';

/** A clock moved by hand, and jobs that "take" a given time on it. */
function setup(options: { keys?: number } = {}) {
  let t = 0;
  const queue = shortestFirst({ ...options, now: () => t });
  const order: string[] = [];
  const job = (name: string, takes: number) => async () => {
    await Promise.resolve();
    t += takes;
    order.push(name);
    return name;
  };
  return { queue, order, job, advance: (ms: number) => (t += ms) };
}

describe('shortestFirst', () => {
  it('runs one job at a time and answers each with its own result or error', async () => {
    const { queue, job } = setup();
    let running = 0;
    let most = 0;
    const tracked = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      running--;
      return name;
    };
    const failing = queue.run('bad', async () => {
      throw new Error('no');
    });
    const results = await Promise.all([
      queue.run('a', tracked('a')),
      queue.run('b', tracked('b')),
      failing.catch((e: Error) => e.message),
      queue.run('c', job('c', 1)),
    ]);
    expect(results).toEqual(['a', 'b', 'no', 'c']);
    expect(most).toBe(1);
  });

  it('lets a statement known to be short go before long ones asked earlier', async () => {
    const { queue, order, job } = setup();
    // Learn: a heavy search takes 300, the user's info 1.
    await queue.run('heavy', job('learn heavy', 300));
    await queue.run('light', job('learn light', 1));
    order.length = 0;
    await Promise.all([
      queue.run('heavy', job('heavy 1', 300)),
      queue.run('heavy', job('heavy 2', 300)),
      queue.run('light', job('light', 1)),
    ]);
    expect(order).toEqual(['light', 'heavy 1', 'heavy 2']);
    expect(queue.expected('heavy')).toBe(300);
  });

  it('never interrupts the job running: the others choose when it ends', async () => {
    const { queue, order, job, advance } = setup();
    await queue.run('heavy', job('learn heavy', 300));
    order.length = 0;
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const running = queue.run('heavy', async () => {
      await gate;
      advance(300);
      order.push('heavy 1');
    });
    await new Promise((r) => setImmediate(r));
    // heavy 1 has started; these arrive while it runs, a never-seen statement among them.
    const rest = [
      queue.run('heavy', job('heavy 2', 300)),
      queue.run('heavy', job('heavy 3', 300)),
      queue.run('new', job('new', 5)),
    ];
    release();
    await Promise.all([running, ...rest]);
    expect(order).toEqual(['heavy 1', 'new', 'heavy 2', 'heavy 3']);
    expect(queue.expected('new')).toBe(5);
  });

  it('does not starve a long job: its waiting counts against its expected time', async () => {
    const { queue, order, job, advance } = setup();
    await queue.run('long', job('learn long', 100));
    await queue.run('short', job('learn short', 10));
    order.length = 0;
    // A stream of short jobs, each arriving while the one before it runs: by expected time alone
    // the long job would wait for the whole stream.
    const all: Promise<unknown>[] = [];
    let next = 0;
    const streaming = (): Promise<unknown> =>
      queue.run('short', async () => {
        await Promise.resolve();
        advance(10);
        order.push(`s${next}`);
        if (++next < 120) all.push(streaming());
      });
    all.push(streaming(), queue.run('long', job('long', 100)));
    while (next < 120) await Promise.all(all);
    await Promise.all(all);
    // It expected 100, and a tenth of its waiting counts: after 90 short jobs (900 waited) it
    // expects no more than a fresh short one, and the earlier arrival goes first.
    expect(order.indexOf('long')).toBe(90);
    expect(order).toHaveLength(121);
  });

  it('forgets every shape at once beyond its cap', async () => {
    const { queue, job } = setup({ keys: 2 });
    await queue.run('a', job('a', 10));
    await queue.run('b', job('b', 20));
    await queue.run('c', job('c', 30));
    expect([queue.expected('a'), queue.expected('b'), queue.expected('c')]).toEqual([0, 0, 30]);
  });
});
