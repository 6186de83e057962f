/** Entities (§2.10): list, record with offered courses, save, delete; CEP lookup and cities. */
import {
  ESTADOS,
  entityTypeLabel,
  FieldErrorsBuilder,
  MESSAGES,
  normalizeCnpj,
  onlyDigits,
  validateEntity,
} from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { Tenant, TenantDetail, tenantInputSchema } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import type { MockTenant } from '../fixtures/entidades.js';
import { findOr404, ilikeAny, orderBy, paginate, removeRow, safely } from './common.js';
import { assertFresh, assertValid, INVALID_MESSAGE, mockRoute, notFound } from './route.js';

export function tenantOut(t: MockTenant): Tenant {
  const estado = ESTADOS.find((e) => e.id === t.endereco.estado_id) ?? null;
  return {
    id: t.id,
    uuid: t.uuid,
    nome: t.nome,
    nome_fantasia: t.nome_fantasia,
    perfil_acesso: t.perfil_acesso,
    perfil: entityTypeLabel(t.perfil_acesso) ?? '',
    cnpj: t.cnpj,
    codigo_anac: t.codigo_anac,
    situacao: t.situacao,
    email: t.email,
    site: t.site,
    contato: t.contato,
    uf: estado?.sigla ?? null,
    endereco: {
      cep: t.endereco.cep,
      logradouro: t.endereco.logradouro,
      complemento: t.endereco.complemento,
      bairro: t.endereco.bairro,
      estado: estado ? { id: estado.id, nome: estado.nome, sigla: estado.sigla } : null,
      cidade_id: t.endereco.cidade_id,
    },
    administrador: { email: t.administrador.email, pessoa: { nome: t.administrador.nome } },
    cursos_count: t.cursos.length,
  };
}

export function tenantDetailOut(db: MockDb, t: MockTenant): TenantDetail {
  return {
    ...tenantOut(t),
    updated_at: db.versionOf('tenant', t.id),
    cursos: t.cursos.flatMap((offer) => {
      const curso = db.cursos.find((c) => c.id === offer.id);
      return curso
        ? [{ id: curso.id, nome: curso.nome, tipo: curso.tipo, data_validade: offer.data_validade }]
        : [];
    }),
  };
}

type TenantBody = z.output<typeof tenantInputSchema>;

const blankToNull = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? null : value.trim();

/**
 * The city must exist (in the state, when one is given; without one, it takes the city's) and the
 * CNPJ be free, as on the server.
 */
function fields(
  db: MockDb,
  body: TenantBody,
  self: MockTenant | null,
): Omit<MockTenant, 'id' | 'uuid' | 'cursos'> {
  const cidadeId = body.endereco?.cidade_id ?? null;
  // A city sent without its state is stored with it, as on the server.
  const estadoId =
    body.endereco?.estado?.id ??
    [...db.cidades].find(([, cidades]) => cidades.some((c) => c.id === cidadeId))?.[0] ??
    null;
  const cep = blankToNull(body.endereco?.cep);
  const raw = blankToNull(body.cnpj);
  const cnpj = raw === null ? null : normalizeCnpj(raw);
  const errors = new FieldErrorsBuilder();
  if (cidadeId !== null) {
    if (!db.cidades.get(estadoId ?? Number.NaN)?.some((c) => c.id === cidadeId)) {
      errors.add('endereco.cidade_id', INVALID_MESSAGE);
    }
  }
  if (cnpj !== null && db.tenants.some((t) => t !== self && t.cnpj === cnpj)) {
    errors.add('cnpj', MESSAGES.taken.entity);
  }
  assertValid(errors.build());
  return {
    nome: body.nome,
    nome_fantasia: blankToNull(body.nome_fantasia),
    perfil_acesso: body.perfil_acesso,
    cnpj,
    codigo_anac: blankToNull(body.codigo_anac),
    situacao: body.situacao,
    email: blankToNull(body.email),
    site: blankToNull(body.site),
    contato: blankToNull(body.contato),
    endereco: {
      cep: cep === null ? null : onlyDigits(cep),
      logradouro: blankToNull(body.endereco?.logradouro),
      complemento: blankToNull(body.endereco?.complemento),
      bairro: blankToNull(body.endereco?.bairro),
      estado_id: estadoId,
      cidade_id: cidadeId,
    },
    administrador: {
      email: blankToNull(body.administrador?.email),
      nome: blankToNull(body.administrador?.pessoa?.nome),
    },
  };
}

export function tenantsHandlers(db: MockDb): HttpHandler[] {
  const validate = { validate: safely(validateEntity) };
  return [
    mockRoute(db, 'tenants.list', ({ query }) => {
      const rows = db.tenants.filter((t) => ilikeAny([t.nome, t.nome_fantasia], query.nome));
      return paginate(
        orderBy(rows, query.order_by, (t, f) => (f === 'id' ? t.id : t.nome)),
        query,
        tenantOut,
      );
    }),
    mockRoute(db, 'tenants.get', ({ params }) => ({
      data: tenantDetailOut(db, findOr404(db.tenants, params.id)),
    })),
    mockRoute(
      db,
      'tenants.create',
      ({ body }) => {
        const tenant: MockTenant = {
          id: db.nextId('tenant', db.tenants),
          uuid: db.random.uuid(),
          ...fields(db, body, null),
          cursos: [],
        };
        db.tenants.push(tenant);
        db.touch('tenant', tenant.id);
        return { data: tenantDetailOut(db, tenant) };
      },
      validate,
    ),
    mockRoute(
      db,
      'tenants.update',
      ({ params, body }) => {
        const tenant = findOr404(db.tenants, params.id);
        const changes = fields(db, body, tenant);
        assertFresh(db, 'tenant', tenant.id, body.updated_at);
        Object.assign(tenant, changes);
        db.touch('tenant', tenant.id);
        return { data: tenantDetailOut(db, tenant) };
      },
      validate,
    ),
    mockRoute(db, 'tenants.delete', ({ params }) => {
      const tenant = findOr404(db.tenants, params.id);
      for (const c of db.cursos) c.entidades = c.entidades.filter((id) => id !== tenant.id);
      removeRow(db.tenants, tenant);
      return undefined;
    }),
    mockRoute(db, 'enderecos.cep', ({ params }) => {
      const found = db.ceps.get(onlyDigits(params.cep));
      if (!found) throw notFound();
      return { data: { ...found } };
    }),
    mockRoute(db, 'enderecos.cidades', ({ query }) => ({
      data: [...(db.cidades.get(query.estado_id) ?? [])].sort((a, b) =>
        a.nome.localeCompare(b.nome, 'pt-BR'),
      ),
    })),
  ];
}
