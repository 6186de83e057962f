/**
 * The default CEP provider: a fixture set of real CEPs, so the product works without a network.
 * Each entry carries the state's sigla and the city's IBGE code; ids follow ESTADOS.
 */
import { findEstado } from '@hangar/domain';
import type { CepProvider, CepResult } from './provider.js';

interface Fixture {
  uf: string;
  ibge: number;
  logradouro: string;
  complemento: string;
  bairro: string;
}

/** Real CEPs (Correios), mostly of aviation and public places. */
export const CEP_FIXTURES: Readonly<Record<string, Fixture>> = {
  '01001000': { uf: 'SP', ibge: 3550308, logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé' },
  '01310100': {
    uf: 'SP',
    ibge: 3550308,
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
  },
  '01310200': {
    uf: 'SP',
    ibge: 3550308,
    logradouro: 'Avenida Paulista',
    complemento: 'de 1512 a 2132 - lado par',
    bairro: 'Bela Vista',
  },
  '04626911': {
    uf: 'SP',
    ibge: 3550308,
    logradouro: 'Avenida Washington Luís',
    complemento: 'Aeroporto de Congonhas',
    bairro: 'Vila Congonhas',
  },
  '07190100': {
    uf: 'SP',
    ibge: 3518800,
    logradouro: 'Rodovia Hélio Smidt',
    complemento: 'Aeroporto Internacional de Guarulhos',
    bairro: 'Aeroporto',
  },
  '12228900': {
    uf: 'SP',
    ibge: 3549904,
    logradouro: 'Praça Marechal Eduardo Gomes',
    complemento: '50',
    bairro: 'Vila das Acácias',
  },
  '20021340': {
    uf: 'RJ',
    ibge: 3304557,
    logradouro: 'Praça Senador Salgado Filho',
    complemento: 'Aeroporto Santos Dumont',
    bairro: 'Centro',
  },
  '31270901': {
    uf: 'MG',
    ibge: 3106200,
    logradouro: 'Avenida Presidente Antônio Carlos',
    complemento: '6627',
    bairro: 'Pampulha',
  },
  '70150900': {
    uf: 'DF',
    ibge: 5300108,
    logradouro: 'Praça dos Três Poderes',
    complemento: 'Palácio do Planalto',
    bairro: 'Zona Cívico-Administrativa',
  },
};

export class OfflineCepProvider implements CepProvider {
  constructor(private readonly fixtures: Readonly<Record<string, Fixture>> = CEP_FIXTURES) {}

  async lookup(cep: string): Promise<CepResult | null> {
    const f = this.fixtures[cep];
    const estado = f && findEstado(f.uf);
    if (!f || !estado) return null;
    return {
      estado_id: estado.id,
      cidade_id: f.ibge,
      logradouro: f.logradouro,
      complemento: f.complemento,
      bairro: f.bairro,
    };
  }
}
