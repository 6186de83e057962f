import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, cameAfterSessionEnd, isAdminPath, returnPath, returnState } from './return-to';

describe('isAdminPath', () => {
  it('accepts paths of the /admin area', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/administracao/cursos/novo',
      '/admin?x=1',
      '/admin#top',
    ]) {
      expect(isAdminPath(path), path).toBe(true);
    }
  });

  it('refuses other areas, other hosts and tricks', () => {
    for (const path of [
      '',
      'admin',
      '/',
      '/auth/login',
      '/administrator',
      '//evil.example/admin',
      'https://evil.example/admin',
      '/admin//evil.example',
      '/admin/\\evil.example',
      '/admin/../auth/login',
      '/admin/./x',
    ]) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});

describe('returnPath', () => {
  it('returns to the page with its query and hash', () => {
    const state = returnState({
      pathname: '/admin/administracao/cursos',
      search: '?page=2&search=ifr',
      hash: '#t',
    });
    expect(returnPath(state)).toBe('/admin/administracao/cursos?page=2&search=ifr#t');
  });

  it('adds a missing ? or #', () => {
    expect(returnPath({ from: { pathname: '/admin/x', search: 'a=1', hash: 'b' } })).toBe('/admin/x?a=1#b');
  });

  it('goes to /admin without a usable state', () => {
    for (const state of [
      undefined,
      null,
      'x',
      {},
      { from: null },
      { from: {} },
      { from: { pathname: 7 } },
      { from: { pathname: '/auth/login' } },
      { from: { pathname: '//evil.example/admin' } },
    ]) {
      expect(returnPath(state)).toBe(AFTER_SIGN_IN);
    }
    expect(AFTER_SIGN_IN).toBe('/admin');
  });

  it('ignores non-string parts', () => {
    expect(returnPath({ from: { pathname: '/admin/cursos', search: 3, hash: null } })).toBe('/admin/cursos');
  });
});

describe('cameAfterSessionEnd', () => {
  it('is true only for the state RequireSession leaves after an expiry', () => {
    expect(cameAfterSessionEnd({ ...returnState({ pathname: '/admin' }), sessionEnded: true })).toBe(true);
    for (const state of [null, undefined, 'x', {}, { sessionEnded: 'true' }, { sessionEnded: false }]) {
      expect(cameAfterSessionEnd(state), JSON.stringify(state)).toBe(false);
    }
  });
});
