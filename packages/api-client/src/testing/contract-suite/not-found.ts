/** Contract suite: 404 for unknown ids. */
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext } from './context.js';

export function notFoundContract({ clients }: SuiteContext): void {
  describe('unknown ids', () => {
    const missingUuid = '00000000-0000-4000-8000-000000000000';
    it.each([
      ['cursos.get', () => clients.admin.cursos.get({ params: { id: 99_999_999 } })],
      ['cursos.get (uuid)', () => clients.admin.cursos.get({ params: { id: missingUuid } })],
      ['questoes.get', () => clients.admin.questoes.get({ params: { id: 99_999_999 } })],
      ['problemas.get', () => clients.admin.problemas.get({ params: { id: 99_999_999 } })],
      ['tenants.get', () => clients.admin.tenants.get({ params: { id: missingUuid } })],
      ['perfis.get', () => clients.admin.perfis.get({ params: { id: 99_999_999 } })],
      ['turmas.get', () => clients.admin.turmas.get({ params: { id: 99_999_999 } })],
      ['enderecos.cep', () => clients.admin.enderecos.cep({ params: { cep: '99999-999' } })],
      ['usuarios.delete', () => clients.admin.usuarios.delete({ params: { id: 99_999_999 } })],
    ] as const)('%s answers 404 {message}', async (_, call) => {
      const error = await apiError(call());
      expect(error.status).toBe(404);
      expect(typeof (error.body as { message?: unknown }).message).toBe('string');
    });
  });
}
