import { ApiError } from '@hangar/api-client';
import { describe, expect, it, vi } from 'vitest';
import { isTransient, mayPassOnRetry, retryTransient } from './retry-transient';

/** The waits `retryTransient` schedules for `error` on attempts 1..6. */
function waits(error: unknown) {
  const scheduled: number[] = [];
  const revalidate = vi.fn();
  for (let retryCount = 1; retryCount <= 6; retryCount++) {
    retryTransient(error, 'key', {}, revalidate, { retryCount }, (run, ms) => {
      scheduled.push(ms);
      run();
    });
  }
  return { scheduled, revalidated: revalidate.mock.calls.map(([o]) => o.retryCount) };
}

describe('retryTransient', () => {
  it('tries a read with no answer again at 5, 10, 20 and 40 s, then stops', () => {
    expect(waits(new ApiError(0, null))).toEqual({
      scheduled: [5000, 10000, 20000, 40000],
      revalidated: [1, 2, 3, 4],
    });
  });

  it('tries a 503 (the server without its database) again', () => {
    expect(waits(new ApiError(503, { message: 'x' })).scheduled).toHaveLength(4);
  });

  it('does not try again what had an answer, or what is not the client’s error', () => {
    for (const error of [new ApiError(500, { message: 'x' }), new ApiError(404, null), new Error('x')]) {
      expect(isTransient(error)).toBe(false);
      expect(waits(error).scheduled).toEqual([]);
    }
  });
});

describe('mayPassOnRetry', () => {
  it('offers sending again after no answer or the server’s own trouble', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) {
      expect(mayPassOnRetry(new ApiError(status, null)), String(status)).toBe(true);
    }
    expect(mayPassOnRetry(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('not after a refusal of what was sent, which would come again', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) {
      expect(mayPassOnRetry(new ApiError(status, null)), String(status)).toBe(false);
    }
  });
});
