import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayHoldSession, noteSignedIn, restoreIfSignedIn } from './signed-in-hint';

/** A Storage in memory (the unit project runs in node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the signed-in hint', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('tries the restore when nothing is known yet', async () => {
    const restore = vi.fn(async () => ({ token: 't' }));
    expect(mayHoldSession()).toBe(true);
    await expect(restoreIfSignedIn(restore)).resolves.toEqual({ token: 't' });
    expect(restore).toHaveBeenCalledOnce();
    expect(localStorage.getItem('hangar.signedIn')).toBe('1');
  });

  it('stops asking once the server refused the cookie, until a sign-in', async () => {
    const refused = vi.fn(async () => null);
    await expect(restoreIfSignedIn(refused)).resolves.toBeNull();
    expect(refused).toHaveBeenCalledOnce();

    const restore = vi.fn(async () => ({ token: 't' }));
    await expect(restoreIfSignedIn(restore)).resolves.toBeNull();
    expect(restore).not.toHaveBeenCalled();

    noteSignedIn(true);
    await expect(restoreIfSignedIn(restore)).resolves.toEqual({ token: 't' });
  });

  it('notes nothing when the call itself failed (offline, cut off by a reload)', async () => {
    noteSignedIn(true);
    await expect(
      restoreIfSignedIn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ).resolves.toBeNull();
    expect(mayHoldSession()).toBe(true);
  });

  it('keeps no token: only "1" or "0"', () => {
    noteSignedIn(true);
    expect(localStorage.getItem('hangar.signedIn')).toBe('1');
    noteSignedIn(false);
    expect(localStorage.getItem('hangar.signedIn')).toBe('0');
  });

  it('tries every time when storage is unavailable (privacy mode)', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    noteSignedIn(false);
    expect(mayHoldSession()).toBe(true);
    const restore = vi.fn(async () => null);
    await restoreIfSignedIn(restore);
    await restoreIfSignedIn(restore);
    expect(restore).toHaveBeenCalledTimes(2);
  });
});
