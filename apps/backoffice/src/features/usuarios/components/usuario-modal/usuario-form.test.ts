import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { toUsuarioBody, usuarioFormValues, validateUsuarioForm } from './usuario-form';

describe('the user modal values', () => {
  it('a new user starts Ativo and needs a password; an edit keeps a blank one', () => {
    const novo = usuarioFormValues(null);
    expect(novo.situacao).toBe('Ativo');
    expect(validateUsuarioForm({ ...novo, nome: 'Ana', email: 'ana@x.dev' }, true)).toEqual({
      password: [MESSAGES.login.passwordRequired],
    });
    expect(validateUsuarioForm({ ...novo, nome: 'Ana', email: 'ana@x.dev' }, false)).toEqual({});
  });

  it('sends profile ids, an empty situação as null, and no blank password', () => {
    const body = toUsuarioBody({
      nome: ' Ana ',
      email: 'ana@x.dev',
      perfis: [{ id: 2, label: 'Instrutor' }],
      situacao: '',
      imagem_url: null,
      password: '',
    });
    expect(body).toEqual({ nome: 'Ana', email: 'ana@x.dev', perfis: [2], situacao: null, imagem_url: null });
    expect(toUsuarioBody({ ...usuarioFormValues(null), password: 'segredo123' }).password).toBe('segredo123');
  });
});
