import { describe, expect, it } from 'vitest';
import { createSession, isSessionExpired } from './session.js';
import {
  localSessionStorage,
  memorySessionStorage,
  SESSION_STORAGE_KEY,
  type WebStorageLike,
} from './storage.js';

class MapStorage implements WebStorageLike {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const session = createSession(
  { access_token: 'a', refresh_token: 'r', expires_in: 60 },
  Date.UTC(2026, 0, 1),
);

describe('createSession / isSessionExpired', () => {
  it('computes expires_in_date as now + expires_in', () => {
    expect(session.expires_in_date).toBe('2026-01-01T00:01:00.000Z');
  });
  it('is expired at and after expires_in_date only', () => {
    expect(isSessionExpired(session, Date.UTC(2026, 0, 1, 0, 0, 59))).toBe(false);
    expect(isSessionExpired(session, Date.UTC(2026, 0, 1, 0, 1, 0))).toBe(true);
    expect(isSessionExpired({ ...session, expires_in_date: 'garbage' }, 0)).toBe(true);
  });
});

describe('localSessionStorage', () => {
  it(`stores JSON under '${SESSION_STORAGE_KEY}' and reads it back`, () => {
    const web = new MapStorage();
    const storage = localSessionStorage({ storage: web });
    expect(storage.load()).toBeNull();
    storage.save(session);
    expect(JSON.parse(web.getItem('hangar.session') ?? '')).toEqual(session);
    expect(localSessionStorage({ storage: web }).load()).toEqual(session);
    storage.clear();
    expect(web.getItem('hangar.session')).toBeNull();
  });

  it('treats unreadable or malformed values as signed out', () => {
    const web = new MapStorage();
    web.setItem('hangar.session', '{not json');
    expect(localSessionStorage({ storage: web }).load()).toBeNull();
    web.setItem('hangar.session', JSON.stringify({ access_token: 'a' }));
    expect(localSessionStorage({ storage: web }).load()).toBeNull();
  });

  it('survives a storage that throws', () => {
    const throwing: WebStorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = localSessionStorage({ storage: throwing });
    expect(() => storage.save(session)).not.toThrow();
    expect(storage.load()).toBeNull();
    expect(() => storage.clear()).not.toThrow();
  });

  it('follows other tabs through the storage event', () => {
    const events = new EventTarget();
    const g = globalThis as unknown as Record<string, unknown>;
    const saved = { add: g.addEventListener, remove: g.removeEventListener };
    g.addEventListener = events.addEventListener.bind(events);
    g.removeEventListener = events.removeEventListener.bind(events);
    try {
      const seen: unknown[] = [];
      const stop = localSessionStorage({ storage: new MapStorage() }).watch?.((s) => seen.push(s));
      const fire = (key: string | null, newValue: string | null) =>
        events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
      fire('hangar.session', JSON.stringify(session));
      fire('other', 'x');
      fire('hangar.session', null);
      stop?.();
      fire('hangar.session', JSON.stringify(session));
      expect(seen).toEqual([session, null]);
    } finally {
      g.addEventListener = saved.add;
      g.removeEventListener = saved.remove;
    }
  });
});

describe('memorySessionStorage', () => {
  it('starts with the given session and forgets it on clear', () => {
    const storage = memorySessionStorage(session);
    expect(storage.load()).toEqual(session);
    storage.clear();
    expect(storage.load()).toBeNull();
    storage.save(session);
    expect(storage.load()).toBe(session);
  });
});
