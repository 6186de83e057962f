import { describe, expect, it } from 'vitest';
import { clearDraft, type DraftStorage, draftKey, loadDraft, saveDraft } from './drafts';

function memory(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
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
    expect(() => clearDraft('k', broken)).not.toThrow();
    expect(() => saveDraft('k', 1, new Date(), null)).not.toThrow();
    expect(loadDraft('k', null)).toBeNull();
  });
});
