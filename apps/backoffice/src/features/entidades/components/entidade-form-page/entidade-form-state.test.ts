import { tenantInputSchema } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { emptyEntidade, toEntidadeBody, validateEntidadeForm, withCep } from './entidade-form-state';

describe('entidade form state', () => {
  it('requires situação and Razão Social (§5)', () => {
    expect(validateEntidadeForm(emptyEntidade())).toEqual({
      situacao: [MESSAGES.entity.situacaoRequired],
      nome: [MESSAGES.entity.nomeRequired],
    });
  });

  it('accepts an alphanumeric CNPJ and refuses a wrong check digit', () => {
    const base = { ...emptyEntidade(), nome: 'Escola', situacao: 'Ativo' };
    expect(validateEntidadeForm({ ...base, cnpj: '12ABC34501DE35' })).toEqual({});
    expect(validateEntidadeForm({ ...base, cnpj: '12ABC34501DE36' })).toEqual({
      cnpj: [MESSAGES.entity.cnpjInvalid],
    });
  });

  it('fills the address from a CEP, keeping the CEP and the rest', () => {
    const v = { ...emptyEntidade(), nome: 'Escola', cep: '01310100' };
    const found = withCep(v, {
      estado_id: 25,
      cidade_id: 3550308,
      logradouro: 'Avenida Paulista',
      complemento: 'até 610 - lado par',
      bairro: 'Bela Vista',
    });
    expect(found).toMatchObject({ nome: 'Escola', cep: '01310100', estado_id: 25, bairro: 'Bela Vista' });
  });

  it('builds a body the contract accepts, blanks as null', () => {
    const body = toEntidadeBody(
      { ...emptyEntidade(), nome: ' Escola ', situacao: 'Liberada', cnpj: '12abc34501de35', estado_id: 25 },
      null,
    );
    const parsed = tenantInputSchema.parse(body);
    expect(parsed).toMatchObject({ nome: 'Escola', cnpj: '12ABC34501DE35', email: null });
    expect(parsed.endereco?.estado).toEqual({ id: 25 });
    expect(body).not.toHaveProperty('updated_at');
  });
});
