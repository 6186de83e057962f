import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  type DraftStorage,
  draftKey,
  draftsOfForm,
  loadDraft,
  saveDraft,
  tabDraftKey,
} from './drafts';

function memory(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('drafts', () => {
  it('keys a draft by user and route', () => {
    expect(draftKey(7, '/admin/administracao/cursos/novo')).toBe(
      'hangar.draft:7:/admin/administracao/cursos/novo',
    );
    expect(draftKey(null, '/x')).toBe('hangar.draft:anon:/x');
    expect(draftKey(1, '/x')).not.toBe(draftKey(2, '/x'));
  });

  it('saves, loads and clears a draft with its time', () => {
    const storage = memory();
    const key = draftKey(1, '/a');
    const now = new Date('2026-05-04T10:20:30.000Z');
    saveDraft(key, { nome: 'Piloto', modulos: [{ id: 'tmp-1' }] }, now, storage);
    expect(loadDraft(key, storage)).toEqual({
      value: { nome: 'Piloto', modulos: [{ id: 'tmp-1' }] },
      savedAt: '2026-05-04T10:20:30.000Z',
    });
    clearDraft(key, storage);
    expect(loadDraft(key, storage)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('keeps the version of the record a draft was typed over, and refuses a version that is not one', () => {
    const storage = memory();
    const now = new Date('2026-05-04T10:20:30.000Z');
    saveDraft('v', { titulo: 'T' }, now, storage, '2026-05-01T08:00:00.000Z');
    expect(loadDraft('v', storage)).toEqual({
      value: { titulo: 'T' },
      savedAt: '2026-05-04T10:20:30.000Z',
      version: '2026-05-01T08:00:00.000Z',
    });
    saveDraft('n', { titulo: 'T' }, now, storage, null);
    expect(loadDraft('n', storage)?.version).toBeNull();
    storage.setItem('bad', JSON.stringify({ value: 1, savedAt: now.toISOString(), version: 7 }));
    expect(loadDraft('bad', storage)).toBeNull();
  });

  it('treats anything that is not a draft as no draft', () => {
    const storage = memory();
    storage.setItem('a', 'not json');
    storage.setItem('b', JSON.stringify({ value: 1 }));
    storage.setItem('c', JSON.stringify({ value: 1, savedAt: 'yesterday' }));
    for (const key of ['a', 'b', 'c', 'missing']) expect(loadDraft(key, storage)).toBeNull();
  });

  it('survives a storage that throws and a missing storage', () => {
    const broken: DraftStorage = {
      get length(): number {
        throw new Error('denied');
      },
      key: () => {
        throw new Error('denied');
      },
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
    expect(() => saveDraft('k', 1, new Date(), broken)).not.toThrow();
    expect(loadDraft('k', broken)).toBeNull();
    expect(draftsOfForm('k', broken)).toEqual([]);
    expect(() => clearDraft('k', broken)).not.toThrow();
    expect(() => saveDraft('k', 1, new Date(), null)).not.toThrow();
    expect(loadDraft('k', null)).toBeNull();
  });

  it('makes room in a full storage by removing the oldest other drafts, and nothing else', () => {
    const storage = memory();
    const write = storage.setItem;
    // A storage that holds 500 characters of values, as a browser's holds a few megabytes.
    storage.setItem = (k, v) => {
      const used = [...storage.map].reduce((n, [key, value]) => n + (key === k ? 0 : value.length), 0);
      if (used + v.length > 500) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      write(k, v);
    };
    write('hangar.session', 'x'.repeat(60));
    const old = draftKey(1, '/a@old');
    const older = draftKey(2, '/b@older');
    const now = draftKey(1, '/c@now');
    saveDraft(older, 'o'.repeat(80), new Date('2026-01-01T00:00:00Z'), storage);
    saveDraft(old, 'p'.repeat(80), new Date('2026-02-01T00:00:00Z'), storage);
    saveDraft(now, 'n'.repeat(40), new Date('2026-03-01T00:00:00Z'), storage);
    expect(storage.map.size).toBe(4);

    // The draft being typed grows past what is left: the oldest draft goes first, then the next.
    saveDraft(now, 'n'.repeat(150), new Date('2026-03-01T00:01:00Z'), storage);
    expect(loadDraft(older, storage)).toBeNull();
    expect(loadDraft(old, storage)?.value).toBe('p'.repeat(80));
    saveDraft(now, 'n'.repeat(300), new Date('2026-03-01T00:02:00Z'), storage);
    expect(loadDraft(old, storage)).toBeNull();
    expect(loadDraft(now, storage)?.value).toBe('n'.repeat(300));

    // Too big even alone: the last draft written stays, and what is not a draft is never touched.
    saveDraft(now, 'n'.repeat(500), new Date('2026-03-01T00:03:00Z'), storage);
    expect(loadDraft(now, storage)?.value).toBe('n'.repeat(300));
    expect(storage.getItem('hangar.session')).toBe('x'.repeat(60));
  });

  it("lists every tab's draft of a form, and the one written before drafts were per tab, newest first", () => {
    const storage = memory();
    const form = draftKey(1, '/admin/administracao/cursos/novo');
    saveDraft(tabDraftKey(form, 'a'), { nome: 'A' }, new Date('2026-05-04T10:00:00Z'), storage);
    saveDraft(tabDraftKey(form, 'b'), { nome: 'B' }, new Date('2026-05-04T12:00:00Z'), storage);
    saveDraft(form, { nome: 'antes' }, new Date('2026-05-04T11:00:00Z'), storage);
    // Another form whose path starts like this one's, another user, something not a draft.
    saveDraft(tabDraftKey(`${form}-x`, 'a'), { nome: 'X' }, undefined, storage);
    saveDraft(tabDraftKey(draftKey(2, '/admin/administracao/cursos/novo'), 'a'), {}, undefined, storage);
    storage.setItem(tabDraftKey(form, 'c'), 'não é um rascunho');
    expect(
      draftsOfForm<{ nome: string }>(form, storage).map(({ key, draft }) => [key, draft.value.nome]),
    ).toEqual([
      [`${form}@b`, 'B'],
      [form, 'antes'],
      [`${form}@a`, 'A'],
    ]);
    expect(draftsOfForm(form, null)).toEqual([]);
  });
});
