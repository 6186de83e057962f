import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { lockedOutMessage } from '../permissions/grants.js';
import { describeError, hasMessageKey, toFieldErrors } from './describe-error.js';

const generic = { title: 'Erro', messages: ['Houve um problema ao realizar esta operação'] };

describe('toFieldErrors', () => {
  it('reads field maps and ignores the rest', () => {
    expect(toFieldErrors({ nome: ['a', 'b'], situacao: 'c', x: 1, y: [2, ''] })).toEqual({
      nome: ['a', 'b'],
      situacao: ['c'],
    });
    expect(toFieldErrors({ message: 'boom', nome: ['a'] })).toEqual({});
    expect(toFieldErrors(null)).toEqual({});
    expect(toFieldErrors(['a'])).toEqual({});
    expect(hasMessageKey({ message: undefined })).toBe(true);
    expect(hasMessageKey('message')).toBe(false);
  });
});

describe('describeError: sign-in', () => {
  it('401 → invalid credentials', () => {
    expect(describeError('sign-in', { status: 401, body: { message: 'Unauthenticated' } })).toEqual({
      title: 'Erro',
      messages: ['Usuário ou senha incorretos!'],
    });
  });
  it('422 → every message of the server data', () => {
    expect(
      describeError('sign-in', {
        status: 422,
        body: { username: ['Informe o e-mail'], password: ['Informe a senha'] },
      }),
    ).toEqual({ title: 'Erro', messages: ['Informe o e-mail', 'Informe a senha'] });
    expect(describeError('sign-in', { status: 422, body: 'Dados inválidos' })?.messages).toEqual([
      'Dados inválidos',
    ]);
    expect(describeError('sign-in', { status: 422, body: { message: 'Conta bloqueada' } })?.messages).toEqual(
      ['Conta bloqueada'],
    );
    expect(describeError('sign-in', { status: 422, body: {}, message: 'HTTP 422' })?.messages).toEqual([
      'HTTP 422',
    ]);
  });
  it('other → the error message, else generic', () => {
    expect(describeError('sign-in', { status: 500, message: 'Failed to fetch' })?.messages).toEqual([
      'Failed to fetch',
    ]);
    expect(describeError('sign-in', {})).toEqual(generic);
    expect(describeError('sign-in', { status: 422, body: { message: '' } })).toEqual(generic);
  });
});

describe('describeError: save', () => {
  it('a message body → generic', () => {
    expect(describeError('save', { status: 500, body: { message: 'SQLSTATE' } })).toEqual(generic);
  });
  it('a 403 that is not a written refusal → no permission, with or without a body', () => {
    const forbidden = { title: 'Erro', messages: ['Sem permissão para esta operação'] };
    expect(describeError('save', { status: 403, body: { message: 'Forbidden' } })).toEqual(forbidden);
    expect(describeError('save', { status: 403, body: null })).toEqual(forbidden);
    expect(describeError('user-modal', { status: 403, body: { message: 'x' } })).toEqual(forbidden);
    expect(describeError('delete', { status: 403, body: { message: 'x' } })).toEqual(forbidden);
    const above = { status: 403, body: { message: MESSAGES.access.accountAboveCaller } };
    expect(describeError('user-modal', above)?.messages).toEqual([MESSAGES.access.accountAboveCaller]);
  });
  it('a field map → the first message of the first field', () => {
    expect(
      describeError('save', {
        status: 422,
        body: { situacao: ['Informe a situação do curso', 'x'], modulos: ['y'] },
      }),
    ).toEqual({ title: 'Erro', messages: ['Informe a situação do curso'] });
  });
  it('no body → generic', () => {
    expect(describeError('save', { message: 'network' })).toEqual(generic);
  });
});

describe('describeError: user-modal', () => {
  it('collects the first message of every field under the modal heading', () => {
    expect(describeError('user-modal', { status: 422, body: { nome: ['a', 'b'], email: ['c'] } })).toEqual({
      title: 'Houve alguns problemas :/',
      messages: ['a', 'c'],
    });
  });
  it('a message body or nothing → generic', () => {
    expect(describeError('user-modal', { status: 500, body: { message: 'x' } })).toEqual(generic);
    expect(describeError('user-modal', { status: 500 })).toEqual(generic);
  });
});

describe('describeError: a create still running under its key', () => {
  it('says to wait and try again, in a save and in the user modal', () => {
    const busy = { status: 409, body: { message: MESSAGES.idempotency.inProgress } };
    expect(describeError('save', busy)?.messages).toEqual([MESSAGES.idempotency.inProgress]);
    expect(describeError('user-modal', busy)?.messages).toEqual([MESSAGES.idempotency.inProgress]);
    const madeBefore = { status: 409, body: { message: MESSAGES.idempotency.madeBefore } };
    expect(describeError('save', madeBefore)?.messages).toEqual([MESSAGES.idempotency.madeBefore]);
    expect(describeError('user-modal', madeBefore)?.messages).toEqual([MESSAGES.idempotency.madeBefore]);
  });
});

describe('describeError: no answer at all (status 0)', () => {
  const offline = { status: 0, body: null, message: 'Network error' };
  const unreachable =
    'Não foi possível se comunicar com o servidor. Verifique sua conexão e tente novamente.';
  it('says the server could not be reached, never the client’s English message', () => {
    expect(describeError('sign-in', offline)).toEqual({ title: 'Sem conexão', messages: [unreachable] });
    expect(describeError('delete', offline)).toEqual({ title: 'Sem conexão', messages: [unreachable] });
  });
  it('the server out of reach of its database says so, and after a save that what was typed is kept', () => {
    const body = { message: 'O servidor está sem acesso ao banco de dados. Tente novamente em instantes.' };
    const failure = { status: 503, body, message: body.message };
    const kept = { title: 'Erro', messages: [body.message, 'O que você preencheu foi mantido.'] };
    expect(describeError('save', failure)).toEqual(kept);
    expect(describeError('user-modal', failure)).toEqual(kept);
    expect(describeError('delete', failure)).toEqual({ title: 'Erro', messages: [body.message] });
    expect(describeError('sign-in', failure)).toEqual({ title: 'Erro', messages: [body.message] });
    // Another 503 (a proxy's, in other words) stays §8's generic error.
    const other = { status: 503, body: { message: 'Service Unavailable' } };
    expect(describeError('save', other)).toEqual({
      title: 'Erro',
      messages: ['Houve um problema ao realizar esta operação'],
    });
  });

  it('a save or the user modal adds that what was typed is kept', () => {
    const kept = { title: 'Sem conexão', messages: [unreachable, 'O que você preencheu foi mantido.'] };
    expect(describeError('save', offline)).toEqual(kept);
    expect(describeError('user-modal', offline)).toEqual(kept);
  });
  it('load failures stay silent (the list says so itself)', () => {
    expect(describeError('load', offline)).toBeNull();
  });
});

describe('describeError: delete and load', () => {
  it('delete → generic; load → null', () => {
    expect(describeError('delete', { status: 422, body: { a: ['b'] } })).toEqual(generic);
    expect(describeError('load', { status: 500 })).toBeNull();
  });
});

describe('describeError: opening a record', () => {
  it("a record that is not there says so; anything else as a delete's failure would", () => {
    expect(describeError('open', { status: 404, body: { message: 'Not Found' } })).toEqual({
      title: 'Erro',
      messages: ['Registro não encontrado'],
    });
    expect(describeError('open', { status: 500, body: { message: 'boom' } })).toEqual(generic);
    expect(describeError('open', { status: 403, body: { message: 'Forbidden' } })?.messages).toEqual([
      'Sem permissão para esta operação',
    ]);
    expect(describeError('open', { status: 0, message: 'Network error' })?.title).toBe('Sem conexão');
  });
});

describe('describeError: the grant rules’ refusals', () => {
  it('shows the access messages as they are; any other message body stays generic', () => {
    const self = { status: 409, body: { message: MESSAGES.access.selfDelete } };
    expect(describeError('delete', self)).toEqual({ title: 'Erro', messages: [MESSAGES.access.selfDelete] });
    const last = { status: 409, body: { message: MESSAGES.access.lastAdministrator } };
    expect(describeError('user-modal', last)?.messages).toEqual([MESSAGES.access.lastAdministrator]);
    // With the permissions it names, as the server sends it: shown whole, not the generic error.
    const named = lockedOutMessage(['turma.gerarSimulados']);
    expect(describeError('save', { status: 409, body: { message: named } })?.messages).toEqual([named]);
    // Anything else that merely starts like one is not taken for it.
    const lookalike = `${MESSAGES.access.lastAdministrator} e mais`;
    expect(describeError('save', { status: 409, body: { message: lookalike } })?.messages).toEqual([
      MESSAGES.errors.generic,
    ]);
    expect(describeError('save', last)?.messages).toEqual([MESSAGES.access.lastAdministrator]);
    expect(describeError('user-modal', { status: 409, body: { message: 'SQLSTATE 23505' } })).toEqual(
      generic,
    );
    expect(describeError('delete', { status: 500, body: { message: 'x' } })).toEqual(generic);
  });

  it('shows the conflicts written for the user as they are (a course that still has classes)', () => {
    const classes = { status: 409, body: { message: MESSAGES.conflict.courseHasClasses } };
    expect(describeError('delete', classes)).toEqual({
      title: 'Erro',
      messages: ['Este curso possui turmas e não pode ser excluído. Exclua as turmas dele antes.'],
    });
    const inUse = { status: 409, body: { message: MESSAGES.conflict.categoryInUse } };
    expect(describeError('delete', inUse)?.messages).toEqual([MESSAGES.conflict.categoryInUse]);
  });
});
