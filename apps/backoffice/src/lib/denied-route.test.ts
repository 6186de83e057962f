import { describe, expect, it } from 'vitest';
import { deniedPathOf, deniedRouteState } from './denied-route';

describe('deniedPathOf', () => {
  it('reads back the path the guard refused', () => {
    expect(deniedPathOf(deniedRouteState('/admin/administracao/cursos/novo'))).toBe(
      '/admin/administracao/cursos/novo',
    );
  });

  it('ignores any other history state', () => {
    for (const state of [null, undefined, 'x', {}, { deniedPath: 3 }, { deniedPath: 'http://x' }])
      expect(deniedPathOf(state)).toBeUndefined();
  });
});
