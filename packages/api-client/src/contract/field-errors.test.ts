import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { requiredText } from './common.js';
import { issuesToFieldErrors, nulCharacterErrors, withSchemaErrors } from './field-errors.js';

const invalid = [MESSAGES.field.invalid];

describe('issuesToFieldErrors', () => {
  it('says the minimum of a text under one above 1, and "Campo obrigatório" for a blank required one', () => {
    const schema = z.object({ password: z.string().check(z.minLength(8)), nome: requiredText(10) });
    const result = schema.safeParse({ password: 'abc', nome: ' ' });
    expect(result.success).toBe(false);
    expect(issuesToFieldErrors(result.error!)).toEqual({
      password: ['Use no mínimo 8 caracteres'],
      nome: [MESSAGES.field.required],
    });
  });
});

describe('withSchemaErrors', () => {
  const schema = z.object({ situacao: z.string(), nome: requiredText(10), apelido: requiredText(5) });

  it("adds the schema's findings on the fields the domain's rules did not name; the rules win on theirs", () => {
    const domain = { situacao: ['Informe a situação do curso'], nome: ['Informe o nome'] };
    expect(withSchemaErrors(domain, schema, { nome: ' ', apelido: 'LONGO-DEMAIS' })).toEqual({
      situacao: ['Informe a situação do curso'],
      nome: ['Informe o nome'],
      apelido: ['Use no máximo 5 caracteres'],
    });
  });

  it("is the rules' map alone when the schema takes the body", () => {
    const domain = { situacao: ['Regra'] };
    expect(withSchemaErrors(domain, schema, { situacao: 'x', nome: 'N', apelido: 'A' })).toBe(domain);
  });
});

describe('nulCharacterErrors', () => {
  it('names a text holding half of a surrogate pair, and lets whole pairs through', () => {
    expect(nulCharacterErrors({ nome: 'a\uD800', descricao: '\uDC00b', ok: 'voo 🛩' })).toEqual({
      nome: invalid,
      descricao: invalid,
    });
  });

  it('names every text holding a NUL, by its wire path', () => {
    expect(
      nulCharacterErrors({
        nome: 'Curso\u0000',
        apelido: 'ok',
        modulos: [{ nome: 'M' }, { nome: '\u0000', assuntos: [{ nome: 'a\u0000b' }] }],
      }),
    ).toEqual({ nome: invalid, 'modulos.1.nome': invalid, 'modulos.1.assuntos.0.nome': invalid });
  });

  it('finds nothing in clean values, numbers, nulls or other control characters', () => {
    expect(nulCharacterErrors({ nome: 'a\tb\n', id: 1, x: null, y: [true] })).toEqual({});
    expect(nulCharacterErrors(undefined)).toEqual({});
  });

  it('prefixes the keys, and calls a bare text "body"', () => {
    expect(nulCharacterErrors({ query: '\u0000' }, 'filtro')).toEqual({ 'filtro.query': invalid });
    expect(nulCharacterErrors('\u0000')).toEqual({ body: invalid });
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.values(nulCharacterErrors(deep))).toEqual([invalid]);
  });

  it('names at most 20 texts, however many a crafted body holds', () => {
    let deep: unknown = Array.from({ length: 5_000 }, () => '\u0000');
    for (let i = 0; i < 5_000; i++) deep = [deep];
    expect(Object.keys(nulCharacterErrors(deep))).toHaveLength(20);
  });
});
